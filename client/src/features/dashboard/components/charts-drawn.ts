import { createContext, useContext } from 'react';

/**
 * Told when the dashboard's charts are drawn. The main model's viewer waits for it: its engines
 * (three.js, web-ifc) are megabytes of code and a model to parse, and the figures come first.
 */
export const ChartsDrawnContext = createContext<() => void>(() => undefined);

export const useChartsDrawn = (): (() => void) => useContext(ChartsDrawnContext);
