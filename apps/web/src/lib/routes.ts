import type { FileRoutesByTo } from '../routeTree.gen.js';

/**
 * A path of the app's router without path parameters, as TanStack Router's typed `to` takes it:
 * values that are computed (steps, search results, notifications, saved entries) carry this type
 * instead of a plain string cast to '/'.
 */
export type AppPath = Exclude<keyof FileRoutesByTo, `${string}$${string}`>;
