/** Step 1, /app/ — placeholder until the upload screen lands (owned by the upload work of issue 6). */
export function UploadScreen() {
  return <h1>Data Upload</h1>;
}
