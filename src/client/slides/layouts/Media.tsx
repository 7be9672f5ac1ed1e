// Slidev's picture and web-page layouts. image: the frontmatter's `image` fills the slide (text on it
// sits on a scrim); image-left / image-right: the picture on one half, the content on the other.
// iframe: the page at `url` fills the slide; iframe-left / iframe-right: the page on one half. As in
// Slidev, `class:` goes on the content's side, and `backgroundSize` (default cover) and `scale` apply.
import type { CSSProperties, ComponentType, ReactNode } from 'react';
import { assetUrl } from '../../deck/deck.ts';
import { LayoutFrame, classOf } from './Background.tsx';
import { imageStyle } from './image.ts';
import type { LayoutProps } from './types.ts';
import './media.css';

type Side = 'left' | 'right';

/** The content half of a side layout: Slidev's `.slidev-layout.default`, with the frontmatter's `class`. */
function Content({ className, children }: { className: unknown; children: ReactNode }) {
  return <div className={['layout-content', 'slidev-layout', 'default', classOf(className)].filter(Boolean).join(' ')}>{children}</div>;
}

export function ImageLayout({ slots, frontmatter }: LayoutProps) {
  return (
    <LayoutFrame name="image" slidev="slidev-layout" background={frontmatter.image} className={frontmatter.class} style={imageStyle(frontmatter.image, frontmatter.backgroundSize)}>
      <div className="layout-content">{slots.default}</div>
    </LayoutFrame>
  );
}

export function ImageSide(side: Side): ComponentType<LayoutProps> {
  function Layout({ slots, frontmatter }: LayoutProps) {
    const picture = <div key="picture" className="layout-picture" style={imageStyle(frontmatter.image, frontmatter.backgroundSize)} />;
    const content = <Content key="content" className={frontmatter.class}>{slots.default}</Content>;
    return (
      <LayoutFrame name={`image-${side}`} slidev="" background={frontmatter.background}>
        {side === 'left' ? [picture, content] : [content, picture]}
      </LayoutFrame>
    );
  }
  Layout.displayName = `Layout(image-${side})`;
  return Layout;
}

/** A scale that shrinks (or enlarges) the page in its frame, as Slidev's `scale:`; 1 when not a positive number. */
function scaleOf(value: unknown): number {
  const scale = typeof value === 'string' ? Number(value) : value;
  return typeof scale === 'number' && Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** Only web addresses and the deck's own files are framed (never `javascript:` or `data:`). */
function frameSource(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.trim()) return undefined;
  const address = url.trim();
  if (/^https?:\/\//i.test(address) || (!/^[a-z][a-z\d+.-]*:/i.test(address) && !address.startsWith('//'))) return assetUrl(address);
  return undefined;
}

function WebPage({ url, scale }: { url: unknown; scale: unknown }) {
  const src = frameSource(url);
  const zoom = scaleOf(scale);
  const size: CSSProperties | undefined = zoom === 1 ? undefined : { width: `${100 / zoom}%`, height: `${100 / zoom}%`, transform: `scale(${zoom})` };
  return (
    <div className="layout-frame">
      {src ? (
        <iframe src={src} title={`Web page ${String(url)}`} style={size} />
      ) : (
        <p className="layout-frame-missing">No web page to show: this slide's frontmatter needs a <code>url</code> (an http or https address, or a file of the deck).</p>
      )}
    </div>
  );
}

/** The page fills the slide; as in Slidev, the slide's Markdown is not shown over it. */
export function IframeLayout({ frontmatter }: LayoutProps) {
  return (
    <LayoutFrame name="iframe" slidev="" className={frontmatter.class}>
      <WebPage url={frontmatter.url} scale={frontmatter.scale} />
    </LayoutFrame>
  );
}

export function IframeSide(side: Side): ComponentType<LayoutProps> {
  function Layout({ slots, frontmatter }: LayoutProps) {
    const page = <WebPage key="page" url={frontmatter.url} scale={frontmatter.scale} />;
    const content = <Content key="content" className={frontmatter.class}>{slots.default}</Content>;
    return (
      <LayoutFrame name={`iframe-${side}`} slidev="" background={frontmatter.background}>
        {side === 'left' ? [page, content] : [content, page]}
      </LayoutFrame>
    );
  }
  Layout.displayName = `Layout(iframe-${side})`;
  return Layout;
}
