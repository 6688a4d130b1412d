// Decap's text, list and object widgets with what this site's editor adds to them: a text's length
// limit (the build's, src/content-model/schemas.ts) checked as the maintainer types, a list's
// counter in natural Norwegian ("5 punkter", not Decap's "5 løsningen", the label lower-cased), and
// lists and groups a refused publish can open.
//
// Decap's own controls are made with React.createElement, not JSX: under `gatsby develop` this
// module is compiled for React's development JSX runtime, which checks an element's prop types,
// and a prop type of Decap 3.6's list control throws ("invariant is not defined"). Beside React's
// production build, which the editor runs on in every mode, reporting that failure crashed the form
// ("Cannot read properties of undefined (reading 'setExtraStackFrame')").
import CMS from "decap-cms-app";
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
import * as React from "react";
import { MAX_LENGTH, MEDIA_NAME, OPTIONAL_GROUP_WIDGET } from "./config";
import type { Opener } from "./uploads";

/**
 * Decap's list and group controls by the id of the element each draws: a refused publish opens the
 * ones around a mistake through them (./refusals.tsx), as Decap opens a field it is asked to focus.
 */
export const openers = new Map<string, (path: string) => void>();

let mounted = 0;
/** Whether an entry's form is open: its fields are drawn by the controls below. */
export const formOpen = (): boolean => mounted > 0;

/** A control counted while drawn. */
class Counted<Props> extends React.Component<Props> {
  override componentDidMount() {
    mounted += 1;
  }

  override componentWillUnmount() {
    mounted -= 1;
  }
}

interface ImmutableLike {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableLike;
  toArray(): ImmutableLike[];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;
type ControlProps = CmsWidgetControlProps & { t: Translate; parentIds?: string[] };

/** The limit's message, or none while the text fits. */
export function lengthError(label: string, value: unknown, max: number | undefined): string | undefined {
  if (max === undefined || typeof value !== "string") return undefined;
  // The site shows the text trimmed (src/cms/json-format.ts saves it so).
  const length = value.trim().length;
  return length > max ? `${label}: høyst ${max} tegn; teksten har ${length}.` : undefined;
}

/** Decap's string or text widget, which also refuses a text longer than the field's limit. */
function limitedText(name: "string" | "text") {
  const widget = CMS.getWidget(name);
  // Decap's registry types a widget's control as its props, not as the component it is.
  const Inner = widget?.control as unknown as React.ComponentType<ControlProps>;
  class LimitedText extends Counted<ControlProps> {
    // Decap asks the control's isValid when it validates the field, and shows the error by it.
    isValid = () => {
      const field = this.props.field as unknown as ImmutableLike;
      const max = field.get(MAX_LENGTH);
      const message = lengthError(
        String(field.get("label")),
        this.props.value,
        typeof max === "number" ? max : undefined,
      );
      // The ids of the lists and groups around the field, so Decap marks each of them too.
      return message ? { error: { type: "CUSTOM", message, parentIds: this.props.parentIds } } : true;
    };

    override render() {
      return React.createElement(Inner, this.props);
    }
  }
  return { widget, control: LimitedText };
}

interface Inner {
  validate?: () => void;
  focus?: (path?: string) => void;
}

/** Decap's control for `name` inside, validated and focused through it, and listed in `openers`. */
function forwarding(name: "list" | "object") {
  const widget = CMS.getWidget(name);
  const Inner = widget?.control as unknown as React.ComponentType<ControlProps & { ref?: React.Ref<Inner> }>;
  class Forwarding extends Counted<ControlProps & { validate?: () => void }> {
    protected inner: Inner | null = null;
    protected ref = (control: Inner | null) => void (this.inner = control);

    // Decap draws a field's control again only when its value changes, unless the control says
    // otherwise, as its list and object controls do: the mistakes found inside an item arrive as
    // a change of the form's errors alone, and only an update shows them beside the item's fields.
    override shouldComponentUpdate() {
      return true;
    }

    override componentDidMount() {
      super.componentDidMount();
      openers.set(this.props.forID, (path) => this.inner?.focus?.(path));
    }

    override componentWillUnmount() {
      super.componentWillUnmount();
      openers.delete(this.props.forID);
    }

    // Decap validates a list or a group, and moves the focus into it, through the control it holds.
    validate = () => this.inner?.validate?.();
    focus = (path?: string) => this.inner?.focus?.(path);

    override render() {
      return React.createElement(Inner, { ...this.props, ref: this.ref });
    }
  }
  return { widget, Inner, control: Forwarding };
}

/** Decap's list widget, its counter saying the list's own plural ("label_plural"). */
function countedList() {
  const { widget, Inner, control: Forwarding } = forwarding("list");
  class CountedList extends Forwarding {
    // Decap names the list by its label in its messages; the control gets the plural as its label.
    private t: Translate = (key, options) => {
      const field = this.props.field as unknown as ImmutableLike;
      const named = options?.fieldLabel === field.get("label_plural");
      return this.props.t(key, named ? { ...options, fieldLabel: field.get("label") } : options);
    };

    override render() {
      const field = this.props.field as unknown as ImmutableLike;
      const plural = field.get("label_plural");
      if (typeof plural !== "string") return super.render();
      // Decap heads the list with "<count> <label>", the label lower-cased.
      const counted = field.set("label", plural) as unknown as ControlProps["field"];
      return React.createElement(Inner, { ...this.props, field: counted, t: this.t, ref: this.ref });
    }
  }
  return { widget, control: CountedList };
}

const filled = (value: unknown): boolean => typeof value === "string" && value.trim() !== "";

/** A group that may be left out as a whole (a case study's link): its fields are optional one by one, and all or none are filled. */
function optionalGroup() {
  const { widget, control: Forwarding } = forwarding("object");
  class OptionalGroup extends Forwarding {
    // Decap validates a group by asking its fields, never the group: this asks both.
    override validate = () => {
      this.inner?.validate?.();
      this.props.validate?.();
    };

    isValid = () => {
      const field = this.props.field as unknown as ImmutableLike;
      const value = this.props.value as ImmutableLike | undefined;
      const fields = (field.get("fields") as ImmutableLike).toArray();
      const empty = fields.filter((child) => !filled(value?.get(String(child.get("name")))));
      if (empty.length === 0 || empty.length === fields.length) return true;
      const missing = empty.map((child) => String(child.get("label"))).join(" og ");
      const message = `${String(field.get("label"))}: fyll ut ${missing} også, eller tøm alle feltene.`;
      return { error: { type: "CUSTOM", message } };
    };
  }
  return { widget, control: OptionalGroup };
}

type MediaProps = ControlProps & { onOpenMediaLibrary: (options: object) => void; entry: ImmutableLike };

/** Decap's image or file widget, which tells the upload guard (./uploads.ts) what opened the library. */
function naming(name: "image" | "file", opened: (opener: Opener) => void) {
  const widget = CMS.getWidget(name);
  const Inner = widget?.control as unknown as React.ComponentType<MediaProps>;
  const kind = name === "file" ? "video" : "image";
  class Naming extends Counted<MediaProps> {
    // Decap's control decides itself when a picked file changes it.
    override shouldComponentUpdate() {
      return true;
    }

    private onOpenMediaLibrary = (options: object) => {
      const { entry, field } = this.props as unknown as { entry: ImmutableLike; field: ImmutableLike };
      const data = entry.get("data") as ImmutableLike | undefined;
      const base = field.get(MEDIA_NAME) ?? data?.get("slug") ?? entry.get("slug");
      opened({ kind, base: typeof base === "string" ? base : undefined });
      this.props.onOpenMediaLibrary(options);
    };

    override render() {
      return React.createElement(Inner, { ...this.props, onOpenMediaLibrary: this.onOpenMediaLibrary });
    }
  }
  return { widget, control: Naming };
}

/** Decap's widgets with this site's additions; `opened` hears which field opens the media library. */
export function registerWidgets(opened: (opener: Opener) => void): void {
  for (const { name, made } of [
    { name: "image", made: naming("image", opened) },
    { name: "file", made: naming("file", opened) },
    { name: "string", made: limitedText("string") },
    { name: "text", made: limitedText("text") },
    { name: "list", made: countedList() },
    { name: "object", made: forwarding("object") },
    { name: OPTIONAL_GROUP_WIDGET, made: optionalGroup() },
  ]) {
    // Under the same name, with Decap's own preview and configuration schema.
    const preview = made.widget?.preview as unknown as React.ComponentType<CmsWidgetPreviewProps>;
    const { schema } = made.widget as { schema?: object };
    // Decap's types leave out registerWidget's fourth argument, the widget's configuration schema.
    const register = CMS.registerWidget as (
      name: string,
      control: React.ComponentType<CmsWidgetControlProps>,
      preview?: React.ComponentType<CmsWidgetPreviewProps>,
      schema?: object,
    ) => void;
    register(name, made.control as unknown as React.ComponentType<CmsWidgetControlProps>, preview, schema);
  }
}
