import { Color, ConeGeometry, CylinderGeometry, IcosahedronGeometry } from 'three';
import type { TreeKind } from '#world';
import { agave, barrelCactus, pricklyPear } from './desertPlants';
import { PartList } from './parts';
import { bananaFan, fanPalm, rainforestGiant, treeFern } from './rainforestPlants';

/**
 * One low-poly model per kind of plant, each merged into a single geometry with vertex colours,
 * standing on y = 0 and about 1 unit = 1 metre. The vegetation draws each kind as one instanced mesh.
 */

const bark = '#6b4a32';

export function treeModel(kind: TreeKind, foliage: string, snowy: boolean) {
  const parts = new PartList();
  const leaf = new Color(foliage);
  switch (kind) {
    case 'palm': {
      // A leaning, segmented trunk and a crown of drooping fronds.
      let x = 0;
      for (let i = 0; i < 5; i++) {
        parts.add(
          new CylinderGeometry(0.2 - i * 0.02, 0.24 - i * 0.02, 1.5, 6),
          i % 2 ? '#8a6a48' : '#9c7a55',
          {
            position: [x, 0.75 + i * 1.4, 0],
            rotation: [0, 0, -0.08],
          },
        );
        x += 0.12 + i * 0.03;
      }
      const top = 7.3;
      for (let i = 0; i < 7; i++) {
        const angle = (i / 7) * Math.PI * 2;
        parts.add(new ConeGeometry(0.45, 3.4, 4), leaf.clone().offsetHSL(0, 0, (i % 3) * 0.03), {
          position: [x + Math.cos(angle) * 1.4, top - 0.4, Math.sin(angle) * 1.4],
          rotation: [Math.sin(angle) * 1.9, 0, -Math.cos(angle) * 1.9],
          scale: [1, 1, 0.35],
        });
      }
      parts.ball(0.45, x, top, 0, '#7a5a3a');
      break;
    }
    case 'pine': {
      parts.cylinder(0.22, 0.3, 1.6, 0, 0, 0, bark, 6);
      const dark = leaf.clone().lerp(new Color('#1f3d2b'), 0.35);
      for (let i = 0; i < 3; i++) {
        parts.cone(
          2.1 - i * 0.55,
          2.8 - i * 0.4,
          0,
          1.2 + i * 1.6,
          0,
          dark.clone().offsetHSL(0, 0, i * 0.03),
          7,
        );
        if (snowy) parts.cone(1.0 - i * 0.25, 1.1, 0, 2.9 + i * 1.6 - 0.25, 0, '#f2f5f8', 7);
      }
      break;
    }
    case 'round': {
      parts.cylinder(0.22, 0.3, 2.2, 0, 0, 0, bark, 6);
      parts.add(new IcosahedronGeometry(1.7, 0), leaf, { position: [0, 3.4, 0] });
      parts.add(new IcosahedronGeometry(1.15, 0), leaf.clone().offsetHSL(0.02, 0, 0.05), {
        position: [0.7, 4.3, 0.3],
      });
      parts.add(new IcosahedronGeometry(1.0, 0), leaf.clone().offsetHSL(-0.01, 0, -0.04), {
        position: [-0.8, 3.9, -0.4],
      });
      break;
    }
    case 'cactus': {
      const green = leaf.clone().lerp(new Color('#5d8a4a'), 0.6);
      parts.cylinder(0.35, 0.4, 3.6, 0, 0, 0, green, 7);
      parts.ball(0.36, 0, 3.6, 0, green);
      parts.cylinder(0.22, 0.22, 1.3, 0.75, 1.5, 0, green, 6);
      parts.add(new CylinderGeometry(0.2, 0.2, 0.8, 6), green, {
        position: [0.45, 1.45, 0],
        rotation: [0, 0, Math.PI / 2],
      });
      parts.cylinder(0.2, 0.2, 1, -0.7, 2, 0, green, 6);
      parts.add(new CylinderGeometry(0.18, 0.18, 0.7, 6), green, {
        position: [-0.4, 1.95, 0],
        rotation: [0, 0, Math.PI / 2],
      });
      parts.ball(0.15, 0, 3.9, 0, '#f2a7c0');
      break;
    }
    case 'bush': {
      parts.add(new IcosahedronGeometry(0.9, 0), leaf.clone().offsetHSL(0, 0, -0.03), {
        position: [0, 0.6, 0],
      });
      parts.add(new IcosahedronGeometry(0.65, 0), leaf.clone().offsetHSL(0.02, 0, 0.04), {
        position: [0.6, 0.5, 0.2],
      });
      break;
    }
    case 'jungle':
      rainforestGiant(parts, leaf);
      break;
    case 'banana':
      bananaFan(parts, leaf);
      break;
    case 'tree-fern':
      treeFern(parts, leaf);
      break;
    case 'fan-palm':
      fanPalm(parts, leaf);
      break;
    case 'cypress': {
      // The Tuscan cypress: a tall, narrow, dark flame, several times taller than it is wide, so
      // it never reads as a pine's broad cone (docs/decisions/0085-settings-look-like-their-words.md).
      const dark = leaf.clone().lerp(new Color('#1f3322'), 0.65);
      parts.cylinder(0.15, 0.2, 0.8, 0, 0, 0, bark, 5);
      parts.add(new ConeGeometry(0.55, 6.4, 7), dark, { position: [0, 5, 0] });
      parts.add(new IcosahedronGeometry(0.85, 0), dark, {
        position: [0, 2.1, 0],
        scale: [0.75, 2.2, 0.75],
      });
      break;
    }
    case 'vine': {
      // A short stretch of a vine row: a low hedge of leaves on its wires, two posts. Rows of
      // these across the hills are what makes a vineyard read as one from afar.
      // A fresh yellow-green, lighter than the cypresses, so the rows read as vines through haze.
      const vineLeaf = leaf.clone().lerp(new Color('#a3b94c'), 0.65);
      parts.box(2.6, 0.85, 0.6, 0, 0.5, 0, vineLeaf);
      parts.box(0.1, 1.45, 0.1, -1.3, 0, 0, '#7a6148');
      parts.box(0.1, 1.45, 0.1, 1.3, 0, 0, '#7a6148');
      break;
    }
    case 'olive': {
      // A gnarled, leaning trunk under a soft silver-green crown.
      parts.add(new CylinderGeometry(0.18, 0.32, 1.8, 6), '#7a6a58', {
        position: [0.15, 0.9, 0],
        rotation: [0, 0, -0.25],
      });
      const silver = leaf.clone().lerp(new Color('#9aa67e'), 0.6);
      parts.add(new IcosahedronGeometry(1.4, 0), silver, {
        position: [0.4, 2.6, 0],
        scale: [1.2, 0.75, 1.1],
      });
      parts.add(new IcosahedronGeometry(0.9, 0), silver.clone().offsetHSL(0, 0, 0.05), {
        position: [-0.5, 2.4, 0.4],
      });
      break;
    }
    case 'acacia': {
      // The savanna's umbrella: a forked trunk and a wide flat crown.
      parts.add(new CylinderGeometry(0.12, 0.22, 3.4, 5), '#6b5341', {
        position: [-0.3, 1.7, 0],
        rotation: [0, 0, 0.2],
      });
      parts.add(new CylinderGeometry(0.1, 0.16, 3, 5), '#6b5341', {
        position: [0.4, 1.8, 0],
        rotation: [0, 0, -0.3],
      });
      parts.add(new CylinderGeometry(3, 2.6, 0.6, 8), leaf.clone().lerp(new Color('#6b7d3a'), 0.4), {
        position: [0, 3.7, 0],
      });
      break;
    }
    // The desert's low plants (models/desertPlants.ts): its scrub, instead of the round bush.
    case 'agave':
      agave(parts, 0, 0, 1, leaf);
      break;
    case 'prickly-pear':
      pricklyPear(parts, 0, 0);
      break;
    case 'barrel':
      barrelCactus(parts, 0, 0);
      break;
    case 'rock': {
      parts.add(new IcosahedronGeometry(1, 0), '#9a948b', { position: [0, 0.3, 0], scale: [1.2, 0.7, 1] });
      parts.add(new IcosahedronGeometry(0.6, 0), '#857f77', {
        position: [0.9, 0.15, 0.3],
        scale: [1, 0.8, 1],
      });
      break;
    }
  }
  return parts.merge();
}
