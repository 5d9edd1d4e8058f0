/** A list's title, and its hint under it when it has one: the first row of its toolbar. */
export function ListHeading({ title, hint, level }: { title: string; hint?: string; level: 1 | 2 }) {
  const Tag = level === 1 ? 'h1' : 'h2';
  if (!hint) return <Tag className="app-card-title m-0">{title}</Tag>;
  return (
    <>
      <Tag className="app-card-title">{title}</Tag>
      <p className="app-card-hint mb-0">{hint}</p>
    </>
  );
}
