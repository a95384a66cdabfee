/** Shown while a page's code loads after a client-side navigation. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Loading TALLYLINE...</span>
    </div>
  );
}
