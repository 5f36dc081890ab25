/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Read_FailedInputs */

const en_notifications_read_failed = /** @type {(inputs: Notifications_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the notification settings`)
};

const es_notifications_read_failed = /** @type {(inputs: Notifications_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los ajustes de notificaciones`)
};

const en_xa2_notifications_read_failed = /** @type {(inputs: Notifications_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé ñóţíƒíçáţíóñ šéţţíñĝš ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not read the notification settings" |
*
* @param {Notifications_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_read_failed = /** @type {((inputs?: Notifications_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notifications_read_failed(inputs)
	if (locale === "en-XA") return en_xa2_notifications_read_failed(inputs)
	return en_notifications_read_failed(inputs)
});