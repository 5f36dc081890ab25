/**
* | output |
* | --- |
* | "Drop to upload to {shipment}" |
*
* @param {Documents_Drop_PanelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_drop_panel: ((inputs: Documents_Drop_PanelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Drop_PanelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Drop_PanelInputs = {
    shipment: NonNullable<unknown>;
};
