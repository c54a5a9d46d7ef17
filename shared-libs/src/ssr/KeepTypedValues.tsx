/**
 * A server-rendered form can be typed into before the page's script has run. When React then takes the form
 * over (hydration), it sets each field to the form's state, which is empty: what the visitor typed would be lost.
 * Placed inside a Formik form, this reads the fields the visitor changed while React had not yet taken them over
 * (read while rendering, before React touches the DOM) and puts them into the form's state once it has.
 */
import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const TEXT_LIKE = new Set(['text', 'email', 'tel', 'url', 'search', 'number', 'textarea', 'select-one']);

/** Whether React already owns a DOM node (it marks the nodes it created or hydrated). */
const ownedByReact = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

function typedInto(form: HTMLFormElement | null): Record<string, string> {
  const typed: Record<string, string> = {};
  if (!form || ownedByReact(form)) return typed;
  for (const element of Array.from(form.elements)) {
    const field = element as Field;
    if (!field.name || !TEXT_LIKE.has(field.type)) continue;
    const initial = field instanceof HTMLSelectElement ? '' : field.defaultValue;
    if (field.value !== initial) typed[field.name] = field.value;
  }
  return typed;
}

/** Inside a Formik form whose <form> has the id `formId`; renders nothing. */
export function KeepTypedValues({ formId }: { formId: string }) {
  const { setFieldValue } = useFormikContext<Record<string, unknown>>();
  // Read during the first (hydrating) render: the server's DOM still holds what was typed.
  const [typed] = useState(() =>
    typeof document === 'undefined' ? {} : typedInto(document.getElementById(formId) as HTMLFormElement | null),
  );
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    for (const [name, value] of Object.entries(typed)) void setFieldValue(name, value, false);
  }, [typed, setFieldValue]);
  return null;
}
