import { useNavigation } from "react-router";

/** A thin bar at the top of the window while a navigation's loaders run. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      role="progressbar"
      aria-label="Загрузка страницы"
      aria-hidden={!busy}
      aria-busy={busy}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden transition-opacity duration-300 ${
        busy ? "opacity-100 delay-150" : "opacity-0"
      }`}
    >
      <div
        className="h-full w-full bg-accent"
        style={busy ? { animation: "navigation-progress 2s ease-out forwards" } : undefined}
      />
    </div>
  );
}
