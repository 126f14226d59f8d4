/** A score page's header: the way back to the lobby, the title (the language menu is in the site's header) and what the page does. */
export function ScorerHeader({
  back,
  title,
  intro,
  onLobby,
}: {
  back: string;
  title: string;
  intro: string;
  onLobby: () => void;
}) {
  return (
    <header className="calc-header">
      <a
        href="/"
        data-testid="back-to-lobby"
        onClick={(e) => {
          e.preventDefault();
          onLobby();
        }}
      >
        {back}
      </a>
      <h1>{title}</h1>
      <p>{intro}</p>
    </header>
  );
}
