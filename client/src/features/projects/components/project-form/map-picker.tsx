import 'mapbox-gl/dist/mapbox-gl.css';
import mapboxgl from 'mapbox-gl';
import { useEffect, useEffectEvent, useRef } from 'react';
import { formatNumber } from '../../../../lib/format';
import styles from './project-form.module.css';
import type { Position } from './project-values';

/** Spec 2.13: the default centre, in Santiago, and the zoom of the map. */
const SANTIAGO: Position = { latitude: -33.4489, longitude: -70.6693 };
const ZOOM = 15;
const STYLE = 'mapbox://styles/mapbox/streets-v12';

interface MapPickerProps {
  token: string;
  /** Where the marker starts; without one, Santiago (or the user's position when `locateUser`). */
  position: Position | null;
  locateUser: boolean;
  onMove: (position: Position) => void;
  /** The browser cannot draw the map (mapbox-gl needs WebGL 2). */
  onUnavailable: () => void;
}

const canDrawMaps = () => Boolean(document.createElement('canvas').getContext('webgl2'));

const toPosition = ({ lat, lng }: mapboxgl.LngLat): Position => ({ latitude: lat, longitude: lng });

/** A map with one draggable marker; clicking the map moves the marker there. */
export default function MapPicker({ token, position, locateUser, onMove, onUnavailable }: MapPickerProps) {
  const container = useRef<HTMLDivElement>(null);
  // The map is built once; these read the latest props without rebuilding it.
  const moved = useEffectEvent((lngLat: mapboxgl.LngLat) => onMove(toPosition(lngLat)));
  const unavailable = useEffectEvent(onUnavailable);
  const start = useEffectEvent(() => ({ at: position ?? SANTIAGO, placed: position !== null, locateUser }));

  useEffect(() => {
    if (!container.current) return;
    if (!canDrawMaps()) {
      unavailable();
      return;
    }
    const { at, placed, locateUser: locate } = start();
    const center: [number, number] = [at.longitude, at.latitude];
    let map: mapboxgl.Map;
    try {
      map = new mapboxgl.Map({ container: container.current, accessToken: token, style: STYLE, center, zoom: ZOOM });
    } catch {
      unavailable();
      return;
    }
    const marker = new mapboxgl.Marker({ draggable: true }).setLngLat(center).addTo(map);
    const place = (lngLat: mapboxgl.LngLat) => {
      marker.setLngLat(lngLat);
      moved(lngLat);
    };
    marker.on('dragend', () => moved(marker.getLngLat()));
    map.on('click', (event) => place(event.lngLat));
    // What the marker shows is what the form sends, even if it is never moved.
    if (!placed) moved(marker.getLngLat());

    let alive = true;
    if (!placed && locate && 'geolocation' in navigator) {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          if (!alive) return;
          const here = new mapboxgl.LngLat(coords.longitude, coords.latitude);
          place(here);
          map.setCenter(here);
        },
        // Refused or unknown: the marker stays in Santiago.
        () => undefined,
        { timeout: 10_000, maximumAge: 300_000 },
      );
    }
    return () => {
      alive = false;
      map.remove();
    };
  }, [token]);

  const shown = position ?? SANTIAGO;
  return (
    <div className={styles.stack}>
      <div
        ref={container}
        className={styles.map}
        role="application"
        aria-label="Mapa: haz clic o arrastra el marcador para ubicar el proyecto"
      />
      <p className={styles.note}>
        Latitud {formatNumber(shown.latitude, 6)} · Longitud {formatNumber(shown.longitude, 6)}. Haz clic en el mapa o
        arrastra el marcador para ubicar el proyecto.
      </p>
    </div>
  );
}
