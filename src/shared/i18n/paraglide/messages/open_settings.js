/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Open_SettingsInputs */

const en_open_settings = /** @type {(inputs: Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Settings`)
};

const es_open_settings = /** @type {(inputs: Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir Ajustes`)
};

const en_xa2_open_settings = /** @type {(inputs: Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ Šéţţíñĝš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Open Settings" |
*
* @param {Open_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const open_settings = /** @type {((inputs?: Open_SettingsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Open_SettingsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_open_settings(inputs)
	if (locale === "en-XA") return en_xa2_open_settings(inputs)
	return en_open_settings(inputs)
});