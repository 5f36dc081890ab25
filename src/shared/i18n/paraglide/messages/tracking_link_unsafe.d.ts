/**
* | output |
* | --- |
* | "The service gave a tracking address that is not a web link; Freight Desk does not open it:" |
*
* @param {Tracking_Link_UnsafeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_link_unsafe: ((inputs?: Tracking_Link_UnsafeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Link_UnsafeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Link_UnsafeInputs = {};
