/** A plain 404 in the studios' root layout: what /studio/* answers when STUDIO_ENABLED=false. */
export default function StudioNotFound() {
  return (
    <>
      <title>Not found</title>
      <h1>Not found</h1>
      <p>There is no page at this address.</p>
    </>
  );
}
