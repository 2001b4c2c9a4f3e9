import { InstancedMesh, type Material, Mesh, Object3D, type Scene } from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';

/**
 * The world as a binary glTF (.glb): the home, the terrain and water, the props, the plants,
 * clouds and the city's skyline — every mesh drawn with a standard material, placed where it
 * stands. Instanced plants stay instanced (EXT_mesh_gpu_instancing, which three's exporter
 * writes by default), so a forest is one mesh, not thousands. What only exists as a custom
 * shader (the sky dome, stars, drifting particles, contact shadows) has no glTF equivalent and is
 * left out rather than exported as grey boxes; so are the tour's text panels.
 *
 * This module is imported dynamically, only when the user asks for the download.
 */
export async function exportWorldModel(scene: Scene, name: string): Promise<Blob> {
  scene.updateMatrixWorld(true);
  const root = new Object3D();
  root.name = name;
  let count = 0;
  scene.traverseVisible((object) => {
    if (!(object instanceof Mesh) || !exportable(object.material)) return;
    // Text panels, and the mirror's glass: a frame of the user's camera must never end up in a file
    // (and three's exporter throws on a video image).
    if (hasLiveTexture(object.material)) return;
    const copy =
      object instanceof InstancedMesh ? instancedCopy(object) : new Mesh(object.geometry, object.material);
    copy.name = `${name}-${object instanceof InstancedMesh ? 'instanced' : 'mesh'}-${count}`;
    object.matrixWorld.decompose(copy.position, copy.quaternion, copy.scale);
    root.add(copy);
    count += 1;
  });
  if (count === 0) throw new Error('The world has nothing to export yet');
  const result = await new GLTFExporter().parseAsync(root, { binary: true, onlyVisible: true });
  if (!(result instanceof ArrayBuffer)) throw new Error('The exporter did not write a binary file');
  return new Blob([result], { type: 'model/gltf-binary' });
}

function exportable(material: Material | Material[]): boolean {
  const list = Array.isArray(material) ? material : [material];
  return list.every(
    (entry) =>
      !('isShaderMaterial' in entry && entry.isShaderMaterial) &&
      ('isMeshStandardMaterial' in entry ||
        'isMeshBasicMaterial' in entry ||
        'isMeshLambertMaterial' in entry),
  );
}

/** The in-world panels (text in a canvas texture, turned to the camera) mean nothing in a file. */
function hasLiveTexture(material: Material | Material[]): boolean {
  return (Array.isArray(material) ? material : [material]).some((entry) => {
    const map =
      'map' in entry ? (entry.map as { isCanvasTexture?: boolean; isVideoTexture?: boolean } | null) : null;
    return map?.isCanvasTexture === true || map?.isVideoTexture === true;
  });
}

function instancedCopy(mesh: InstancedMesh): InstancedMesh {
  const copy = new InstancedMesh(mesh.geometry, mesh.material, mesh.count);
  copy.instanceMatrix.copy(mesh.instanceMatrix);
  if (mesh.instanceColor) copy.instanceColor = mesh.instanceColor;
  return copy;
}
