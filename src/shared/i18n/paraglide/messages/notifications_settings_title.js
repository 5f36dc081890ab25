/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Settings_TitleInputs */

const en_notifications_settings_title = /** @type {(inputs: Notifications_Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

const es_notifications_settings_title = /** @type {(inputs: Notifications_Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones`)
};

const en_xa2_notifications_settings_title = /** @type {(inputs: Notifications_Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţíƒíçáţíóñš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notifications_Settings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_settings_title = /** @type {((inputs?: Notifications_Settings_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Settings_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notifications_settings_title(inputs)
	if (locale === "en-XA") return en_xa2_notifications_settings_title(inputs)
	return en_notifications_settings_title(inputs)
});