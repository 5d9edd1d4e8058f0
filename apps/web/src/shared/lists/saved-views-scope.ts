import { createContext } from 'react';

/**
 * The signed-in area turns the saved views on (app-layout.tsx); a list rendered alone (a unit test, a page
 * outside the layout) shows no chips and asks nothing.
 */
export const SavedViewsScope = createContext(false);
