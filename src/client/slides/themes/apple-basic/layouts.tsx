// Apple Basic's layouts (after Keynote's Basic White): the ones it adds, and the image-right it redraws.
//   intro-image        the title over a picture that fills the slide (`image:`)
//   intro-image-right  the title beside a picture inset on the right
//   image-right        title and bullets beside a picture inset on the right (not the engine's half-bleed)
//   bullets            a list alone, lower on the slide
//   3-images           three pictures: `imageLeft`, `imageTopRight`, `imageBottomRight`
// Placement in apple-basic.css; the frame and frontmatter images are the engine's (layouts/).
import type { ComponentType } from 'react';
import { LayoutFrame, classOf } from '../../layouts/Background.tsx';
import { imageStyle } from '../../layouts/image.ts';
import type { LayoutProps } from '../../layouts/types.ts';

function IntroImage({ slots, frontmatter }: LayoutProps) {
  return (
    <LayoutFrame name="intro-image" background={frontmatter.image} className={frontmatter.class} style={imageStyle(frontmatter.image, frontmatter.backgroundSize)}>
      <div className="layout-content">{slots.default}</div>
    </LayoutFrame>
  );
}

/** The content on the left (Slidev's `.slidev-layout.default.image-right`, with `class:`), a picture inset on the right. */
function PictureRight(name: 'image-right' | 'intro-image-right'): ComponentType<LayoutProps> {
  function Layout({ slots, frontmatter }: LayoutProps) {
    return (
      <LayoutFrame name={name} slidev="" background={frontmatter.background}>
        <div className={['layout-content', 'slidev-layout', 'default', 'image-right', classOf(frontmatter.class)].filter(Boolean).join(' ')}>{slots.default}</div>
        <div className="layout-picture" style={imageStyle(frontmatter.image, frontmatter.backgroundSize)} />
      </LayoutFrame>
    );
  }
  Layout.displayName = `Layout(${name})`;
  return Layout;
}

function Bullets({ slots, frontmatter }: LayoutProps) {
  return (
    <LayoutFrame name="bullets" background={frontmatter.background} className={frontmatter.class}>
      <div className="layout-content">{slots.default}</div>
    </LayoutFrame>
  );
}

/** As in Apple Basic, only pictures: the slide's Markdown is not shown. */
function ThreeImages({ frontmatter }: LayoutProps) {
  const picture = (place: string, image: unknown) => <div className={`layout-picture picture-${place}`} style={imageStyle(image, frontmatter.backgroundSize)} />;
  return (
    <LayoutFrame name="3-images" slidev="" className={frontmatter.class}>
      {picture('left', frontmatter.imageLeft)}
      <div className="pictures-right">
        {picture('top-right', frontmatter.imageTopRight)}
        {picture('bottom-right', frontmatter.imageBottomRight)}
      </div>
    </LayoutFrame>
  );
}

export const appleBasicLayouts: Record<string, ComponentType<LayoutProps>> = {
  'intro-image': IntroImage,
  'intro-image-right': PictureRight('intro-image-right'),
  'image-right': PictureRight('image-right'),
  bullets: Bullets,
  '3-images': ThreeImages,
};
