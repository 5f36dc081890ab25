/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Notify_AboutInputs */

const en_notifications_notify_about = /** @type {(inputs: Notifications_Notify_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notify me about`)
};

const es_notifications_notify_about = /** @type {(inputs: Notifications_Notify_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificarme sobre`)
};

const en_xa2_notifications_notify_about = /** @type {(inputs: Notifications_Notify_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţíƒý ɱé áƀóúţ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Notify me about" |
*
* @param {Notifications_Notify_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_notify_about = /** @type {((inputs?: Notifications_Notify_AboutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Notify_AboutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notifications_notify_about(inputs)
	if (locale === "en-XA") return en_xa2_notifications_notify_about(inputs)
	return en_notifications_notify_about(inputs)
});