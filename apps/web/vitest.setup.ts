import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// findBy*/waitFor give up after 1 s by default: too short for a render on a loaded machine (issue 14).
// A longer ceiling only matters when the awaited state is late; it never makes a test wait longer.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
