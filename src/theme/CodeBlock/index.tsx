// Wraps theme-classic's CodeBlock (Safe to wrap), for speed on pages with code. While the page
// hydrates, a block keeps the HTML the server rendered instead of highlighting its code again, so
// a phone downloads no Prism and its main thread neither tokenises code nor creates an element per
// token. The reader's first pointer, touch or focus on a block loads Prism and renders the theme's
// own block in its place (same HTML: code colours come from CSS), bringing its buttons to life.
// Blocks rendered in the browser without server HTML (after a client-side navigation, and every block
// under `npm start`, which renders no HTML on the server) load Prism at once. Off screen,
// --code-lines sizes a block.
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type Props = WrapperProps<typeof CodeBlockType>;

let Highlighted: ComponentType<Props> | null = null;
const loadHighlighted = () =>
  import('./highlighted').then((module) => {
    Highlighted = module.default;
    return module;
  });
// The server waits for it; in the browser, only blocks that render after hydration suspend on it.
const LazyHighlighted = lazy(loadHighlighted);

// React keeps the children that the server wrote into an element hydrated with
// dangerouslySetInnerHTML, and leaves them alone for as long as this object does not change.
const keepServerHtml = {__html: ''};

// Some components remount their children once hydrated (theme-classic's Tabs does); blocks that
// hydrated leave their HTML here, so their remounted copies need no Prism either.
const hydratedHtml = new Map<string, {__html: string}>();
const blockKey = ({children, ...props}: Props) =>
  typeof children === 'string' ? JSON.stringify([children, props]) : null;

// React reads the server snapshot on the server and while it hydrates server HTML, and the client
// snapshot in any other render: so this is true exactly when there is server HTML to keep. (Not
// useIsBrowser: that is also false in the first render of `npm start`, which has no server HTML.)
const subscribeToNothing = () => () => {};
const useIsHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

export default function CodeBlockWrapper(props: Props): ReactNode {
  const isHydrating = useIsHydrating();
  const key = blockKey(props);
  const [html] = useState(() => (isHydrating ? keepServerHtml : hydratedHtml.get(key!)));
  const [wokenBy, setWokenBy] = useState<'focus' | 'pointer' | null>(html ? null : 'pointer');
  const ref = useRef<HTMLDivElement>(null);
  const size = {'--code-lines': `${props.children}`.trimEnd().split('\n').length} as CSSProperties;
  useEffect(() => {
    if (html === keepServerHtml && key && ref.current) {
      hydratedHtml.set(key, {__html: ref.current.innerHTML});
    }
  }, [html, key]);
  useEffect(() => {
    // The block that had the keyboard focus was replaced: focus its successor.
    if (wokenBy === 'focus') ref.current?.querySelector('pre')?.focus();
  }, [wokenBy]);

  if (!ExecutionEnvironment.canUseDOM || wokenBy || !html) {
    return (
      <div ref={ref} style={size}>
        {Highlighted ? (
          <Highlighted {...props} />
        ) : (
          <Suspense
            fallback={
              <pre>
                <code>{props.children}</code>
              </pre>
            }>
            <LazyHighlighted {...props} />
          </Suspense>
        )}
      </div>
    );
  }
  // Swap only once Prism is here, so the block never blinks through a fallback.
  const wake = (by: 'focus' | 'pointer') => () => void loadHighlighted().then(() => setWokenBy(by));
  return (
    <div
      ref={ref}
      style={size}
      onPointerEnter={wake('pointer')}
      onTouchStart={wake('pointer')}
      onFocus={wake('focus')}
      dangerouslySetInnerHTML={html}
      suppressHydrationWarning
    />
  );
}
