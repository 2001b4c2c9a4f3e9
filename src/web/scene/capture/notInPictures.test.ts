import { Group, Mesh, Scene } from 'three';
import { describe, expect, it } from 'vitest';
import { notInPictures, withoutScreenText } from './notInPictures';

describe('screen text left out of pictures', () => {
  it('hides the tagged objects while drawing and shows them again, even when drawing throws', () => {
    const scene = new Scene();
    const panel = new Group();
    panel.userData = { ...notInPictures };
    const hiddenByUser = new Group();
    hiddenByUser.userData = { ...notInPictures };
    hiddenByUser.visible = false;
    const home = new Mesh();
    scene.add(panel, hiddenByUser, home);
    const seen = withoutScreenText(scene, () => [panel.visible, hiddenByUser.visible, home.visible]);
    expect(seen).toEqual([false, false, true]);
    expect([panel.visible, hiddenByUser.visible, home.visible]).toEqual([true, false, true]);
    expect(() =>
      withoutScreenText(scene, () => {
        throw new Error('lost context');
      }),
    ).toThrow('lost context');
    expect(panel.visible).toBe(true);
  });
});
