import { texts } from '@school/contracts';
import { SelectButton } from 'primereact/selectbutton';
import { Sidebar } from 'primereact/sidebar';
import { type MenuMode, setPreference, updateLayout, useLayout } from './layout-store';

const THEME_OPTIONS = [
  { label: texts.layout.themeLight, value: 'light', icon: 'pi pi-sun' },
  { label: texts.layout.themeDark, value: 'dark', icon: 'pi pi-moon' },
];
const MENU_OPTIONS = [
  { label: texts.layout.menuStatic, value: 'static' },
  { label: texts.layout.menuOverlay, value: 'overlay' },
];

/** The right panel (spec §2): light/dark theme and static/overlay menu, remembered in localStorage. */
export function AppRightPanel() {
  const { rightPanelVisible, theme, menuMode } = useLayout();
  return (
    <Sidebar
      visible={rightPanelVisible}
      position="right"
      onHide={() => updateLayout({ rightPanelVisible: false })}
      header={<h2 className="m-0 text-xl">{texts.layout.settings}</h2>}
      className="layout-config-sidebar w-full sm:w-20rem"
    >
      <section className="mb-5">
        <h3 className="text-base mb-2">{texts.layout.theme}</h3>
        <SelectButton
          value={theme}
          options={THEME_OPTIONS}
          allowEmpty={false}
          onChange={(event) => setPreference({ theme: event.value === 'dark' ? 'dark' : 'light' })}
          itemTemplate={(option: (typeof THEME_OPTIONS)[number]) => (
            <span>
              <i className={`${option.icon} mr-2`} aria-hidden="true" />
              {option.label}
            </span>
          )}
        />
      </section>
      <section>
        <h3 className="text-base mb-2">{texts.layout.menuMode}</h3>
        <SelectButton
          value={menuMode}
          options={MENU_OPTIONS}
          allowEmpty={false}
          onChange={(event) => setPreference({ menuMode: event.value as MenuMode })}
        />
      </section>
    </Sidebar>
  );
}
