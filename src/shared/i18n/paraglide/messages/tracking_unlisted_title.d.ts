/**
* | output |
* | --- |
* | "The service has not listed this shipment since {when}. Freight Desk keeps what it stored." |
*
* @param {Tracking_Unlisted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_unlisted_title: ((inputs: Tracking_Unlisted_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Unlisted_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Unlisted_TitleInputs = {
    when: NonNullable<unknown>;
};
