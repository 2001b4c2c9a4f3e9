import { AccountControl } from './AccountControl';
import { HamburgerMenu } from './HamburgerMenu';
import { Logo } from './Logo';
import { NavItemLink } from './NavItemLink';
import { navItems } from './navItems';
import { useScrolledPastViewport } from './useScrolledPastViewport';

/**
 * The fixed header of docs/product.md §2. It starts as a light veil; after one viewport of scrolling it
 * turns into a dark gradient bar with a shadow. From md up it is a three-column grid, so the menu
 * stays centred whether 'Get Started' or a long first name sits on the right; on a phone the
 * account control gives way (the name truncates) before the logo would wrap.
 */
export function Header() {
  const scrolled = useScrolledPastViewport();
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 h-(--header-height) transition-[background,box-shadow] duration-300 ${
        scrolled
          ? 'bg-linear-to-r from-night-950 via-night-800 to-night-950 shadow-lg shadow-black/50'
          : 'bg-night-900/55 backdrop-blur-md'
      }`}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 sm:gap-4 sm:px-6 md:grid md:grid-cols-[1fr_auto_1fr] lg:px-8">
        <Logo className="justify-self-start" />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavItemLink to={item.to} label={item.label} variant="bar" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 items-center justify-end gap-2 sm:gap-3">
          <AccountControl />
          <HamburgerMenu />
        </div>
      </div>
    </header>
  );
}
