/**
* | output |
* | --- |
* | "Empty return" |
*
* @param {Tracking_Free_Title_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title_empty_return: ((inputs?: Tracking_Free_Title_Empty_ReturnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Title_Empty_ReturnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Title_Empty_ReturnInputs = {};
