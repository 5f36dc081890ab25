/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Settings_Notification_SwitchInputs */

const en_main_settings_notification_switch = /** @type {(inputs: Main_Settings_Notification_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A notification switch is on (true) or off (false)`)
};

const es_main_settings_notification_switch = /** @type {(inputs: Main_Settings_Notification_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un interruptor de aviso está activado (true) o desactivado (false)`)
};

const en_xa2_main_settings_notification_switch = /** @type {(inputs: Main_Settings_Notification_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ñóţíƒíçáţíóñ šŵíţçĥ íš óñ (ţŕúé) óŕ óƒƒ (ƒáļšé) ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "A notification switch is on (true) or off (false)" |
*
* @param {Main_Settings_Notification_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_notification_switch = /** @type {((inputs?: Main_Settings_Notification_SwitchInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Settings_Notification_SwitchInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_settings_notification_switch(inputs)
	if (locale === "en-XA") return en_xa2_main_settings_notification_switch(inputs)
	return en_main_settings_notification_switch(inputs)
});