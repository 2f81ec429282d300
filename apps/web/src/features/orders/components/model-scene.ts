import {
  ACESFilmicToneMapping,
  Box3,
  Mesh,
  PerspectiveCamera,
  PMREMGenerator,
  Scene,
  Spherical,
  SRGBColorSpace,
  TextureLoader,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

/*
 * The 3D design viewer (issue 38), imported only when a design has a .glb: three.js with its glTF
 * loader, lit by a generated studio room so metal reflects without any file from outside. Chosen
 * over <model-viewer>, whose template needs inline styles and WebAssembly the shop's policy refuses.
 */

const TURN = Math.PI / 16;

export interface ModelScene {
  /** Turns the piece: ← → around it, ↑ ↓ over it. */
  turn(key: string): boolean;
  dispose(): void;
}

/** Loads `url` into a canvas inside `host`, framed and turning slowly unless `still`. */
export async function showModel(
  host: HTMLElement,
  url: string,
  still: boolean,
): Promise<ModelScene> {
  const renderer = new WebGLRenderer({ antialias: true, alpha: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.toneMapping = ACESFilmicToneMapping;
  renderer.toneMappingExposure = 1.05;
  const canvas = renderer.domElement;
  canvas.setAttribute('aria-hidden', 'true');
  canvas.className = 'block size-full';

  const scene = new Scene();
  const pmrem = new PMREMGenerator(renderer);
  const environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environment = environment;

  const loader = new GLTFLoader();
  // Embedded textures are read as blob: URLs; through <img> (img-src allows blob:), not fetch.
  loader.register((parser) => {
    parser.textureLoader = new TextureLoader(parser.options.manager);
    return { name: 'kanak_textures_through_img' };
  });
  const gltf = await loader.loadAsync(url).catch((error: unknown) => {
    pmrem.dispose();
    environment.dispose();
    renderer.dispose();
    throw error;
  });
  const piece = gltf.scene;
  scene.add(piece);

  // Frame the piece: centred, seen from a little above, filling about two thirds of the box.
  const box = new Box3().setFromObject(piece);
  const centre = box.getCenter(new Vector3());
  const radius = box.getSize(new Vector3()).length() / 2 || 1;
  const camera = new PerspectiveCamera(30, 1, radius / 100, radius * 100);
  const distance = (radius / Math.sin((camera.fov * Math.PI) / 360)) * 0.95;
  camera.position.copy(centre).add(new Vector3(0, radius * 0.35, distance));

  const controls = new OrbitControls(camera, canvas);
  controls.target.copy(centre);
  controls.enableDamping = true;
  controls.enablePan = false;
  controls.minDistance = distance * 0.5;
  controls.maxDistance = distance * 2;
  controls.autoRotate = !still;
  controls.autoRotateSpeed = 1.5;
  // A vertical swipe still scrolls the page on a phone; a sideways one turns the piece.
  canvas.style.touchAction = 'pan-y';
  controls.addEventListener('start', () => (controls.autoRotate = false));
  controls.update();

  const fit = () => {
    const { clientWidth: w, clientHeight: h } = host;
    if (!w || !h) return;
    renderer.setSize(w, h, false);
    camera.aspect = w / h;
    camera.updateProjectionMatrix();
  };
  fit();
  const resized = new ResizeObserver(fit);
  resized.observe(host);
  host.append(canvas);
  renderer.setAnimationLoop(() => {
    controls.update();
    renderer.render(scene, camera);
  });

  return {
    turn(key) {
      const offset = camera.position.clone().sub(controls.target);
      const s = new Spherical().setFromVector3(offset);
      if (key === 'ArrowLeft') s.theta -= TURN;
      else if (key === 'ArrowRight') s.theta += TURN;
      else if (key === 'ArrowUp') s.phi = Math.max(0.1, s.phi - TURN);
      else if (key === 'ArrowDown') s.phi = Math.min(Math.PI - 0.1, s.phi + TURN);
      else return false;
      controls.autoRotate = false;
      camera.position.copy(controls.target).add(offset.setFromSpherical(s));
      controls.update();
      return true;
    },
    dispose() {
      renderer.setAnimationLoop(null);
      resized.disconnect();
      controls.dispose();
      piece.traverse((node) => {
        if (!(node instanceof Mesh)) return;
        node.geometry.dispose();
        for (const material of [node.material].flat()) material.dispose();
      });
      environment.dispose();
      pmrem.dispose();
      renderer.dispose();
      canvas.remove();
    },
  };
}
