import type { IconComponent } from './icons';

/**
 * An icon button's inside (decision 1930): the icon, and the control's words, which are its
 * accessible name. On small screens the words are visually hidden (an icon button, 44 × 44);
 * from 575 px on they show beside the icon (`.icon-button` in app.css).
 */
export function IconText({ icon: Icon, children }: { icon: IconComponent; children: string }) {
  return (
    <>
      <Icon />
      <span className="icon-button__label">{children}</span>
    </>
  );
}
