/**
* | output |
* | --- |
* | "Notify me about" |
*
* @param {Notifications_Notify_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_notify_about: ((inputs?: Notifications_Notify_AboutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Notify_AboutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Notify_AboutInputs = {};
