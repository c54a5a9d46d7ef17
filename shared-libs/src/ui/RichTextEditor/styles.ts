/** Readable tables and images while editing; React 19 hoists it into <head> once (href + precedence). */
export const EDITOR_CSS = `
.rte .rte-content {
  min-height: 12rem;
  border: 0;
  border-radius: 0 0 var(--bs-border-radius) var(--bs-border-radius);
}
.rte .rte-content:focus {
  box-shadow: inset 0 0 0 0.2rem rgba(var(--bs-primary-rgb), 0.35);
}
.rte .rte-content > :last-child {
  margin-bottom: 0;
}
.rte .rte-content img {
  max-width: 100%;
  height: auto;
}
.rte .rte-content img.ProseMirror-selectednode {
  outline: 3px solid var(--bs-primary);
}
.rte .rte-content table {
  border-collapse: collapse;
  width: 100%;
  margin: 0.5rem 0;
}
.rte .rte-content th,
.rte .rte-content td {
  border: 1px solid var(--bs-border-color);
  padding: 0.25rem 0.5rem;
  vertical-align: top;
  position: relative;
}
.rte .rte-content .selectedCell::after {
  content: '';
  position: absolute;
  inset: 0;
  background: rgba(var(--bs-primary-rgb), 0.15);
  pointer-events: none;
}
.rte .rte-toolbar .btn {
  /* Pressed and plain states change at once: no colour blend between them for a moment (axe saw 4.26:1). */
  transition: none;
}
/* Bootstrap's light and dark buttons keep their colours in dark mode: the toolbar takes the theme's instead. */
[data-bs-theme='dark'] .rte .rte-button.btn-light {
  --bs-btn-color: var(--bs-body-color);
  --bs-btn-bg: var(--bs-tertiary-bg);
  --bs-btn-border-color: var(--bs-border-color);
  --bs-btn-hover-color: var(--bs-emphasis-color);
  --bs-btn-hover-bg: var(--bs-secondary-bg);
  --bs-btn-hover-border-color: var(--bs-border-color);
  --bs-btn-disabled-color: var(--bs-secondary-color);
  --bs-btn-disabled-bg: var(--bs-tertiary-bg);
}
[data-bs-theme='dark'] .rte .rte-button.btn-dark {
  --bs-btn-color: #212529;
  --bs-btn-bg: #dee2e6;
  --bs-btn-border-color: #dee2e6;
  --bs-btn-hover-color: #212529;
  --bs-btn-hover-bg: #f8f9fa;
  --bs-btn-hover-border-color: #f8f9fa;
}
.rte .rte-toolbar .btn:focus-visible {
  outline: 3px solid var(--bs-focus-ring-color, #0d6efd);
  outline-offset: 1px;
}
`;
