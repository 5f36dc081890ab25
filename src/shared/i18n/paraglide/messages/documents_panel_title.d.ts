/**
* | output |
* | --- |
* | "Documents of {shipment}" |
*
* @param {Documents_Panel_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_panel_title: ((inputs: Documents_Panel_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Panel_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Panel_TitleInputs = {
    shipment: NonNullable<unknown>;
};
