// A group of fields that may be left out as a whole, such as a case study's link to the
// client's site: Decap's object widget with one more check. Its fields are optional one by one
// (src/cms/config.ts), and this says next to the group which field is missing when only some
// are filled, the rule the build applies.
import CMS from "decap-cms-app";
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
import * as React from "react";
import { OPTIONAL_GROUP_WIDGET } from "./config";

interface ImmutableLike {
  get(key: string): unknown;
}
interface FieldList {
  toArray(): ImmutableLike[];
}

const filled = (value: unknown): boolean => typeof value === "string" && value.trim() !== "";

/** The labels of the group's empty fields when some are filled, else none. */
export function missingInGroup(fields: readonly { name: string; label: string }[], value: ImmutableLike | undefined) {
  const empty = fields.filter((field) => !filled(value?.get(field.name)));
  return empty.length === fields.length ? [] : empty.map((field) => field.label);
}

// Decap's registry types a widget's control as its props, not as the component it is.
const ObjectControl = CMS.getWidget("object")?.control as unknown as React.ComponentType<
  CmsWidgetControlProps & { ref?: React.Ref<Validating> }
>;

interface Validating {
  validate?: () => void;
}

/**
 * Decap's object widget inside, plus the group's own rule. Decap validates an object by asking
 * its fields, never the object itself, so `validate` runs both: the fields' checks, then this
 * group's (the widget's `validate` prop asks `isValid` and shows the error by the group).
 */
class OptionalGroupControl extends React.Component<CmsWidgetControlProps & { validate?: () => void }> {
  private inner: Validating | null = null;

  isValid = () => {
    const field = this.props.field as unknown as ImmutableLike;
    const fields = ((field.get("fields") as FieldList | undefined)?.toArray() ?? []).map((child) => ({
      name: String(child.get("name")),
      label: String(child.get("label") ?? child.get("name")),
    }));
    const missing = missingInGroup(fields, this.props.value as ImmutableLike | undefined);
    if (missing.length === 0) return true;
    return {
      error: {
        type: "CUSTOM",
        message: `${String(field.get("label"))}: fyll ut ${missing.join(" og ")} også, eller tøm alle feltene.`,
      },
    };
  };

  // As Decap's object widget says, so the mistakes inside the group are drawn as they are found.
  override shouldComponentUpdate() {
    return true;
  }

  validate = () => {
    this.inner?.validate?.();
    this.props.validate?.();
  };

  override render() {
    // Made without JSX, as the widgets in ./widgets.tsx say why.
    const ref = (control: Validating | null) => void (this.inner = control);
    return React.createElement(ObjectControl, { ...this.props, ref });
  }
}

export function registerOptionalGroup(): void {
  // Decap's registry types a preview as its props too.
  const preview = CMS.getWidget("object")?.preview as unknown as React.ComponentType<CmsWidgetPreviewProps>;
  CMS.registerWidget(OPTIONAL_GROUP_WIDGET, OptionalGroupControl, preview);
}
