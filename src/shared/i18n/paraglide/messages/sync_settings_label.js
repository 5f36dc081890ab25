/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Settings_LabelInputs */

const en_sync_settings_label = /** @type {(inputs: Sync_Settings_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync settings`)
};

const es_sync_settings_label = /** @type {(inputs: Sync_Settings_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes de sincronización`)
};

const en_xa2_sync_settings_label = /** @type {(inputs: Sync_Settings_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñç šéţţíñĝš ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Sync settings" |
*
* @param {Sync_Settings_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_settings_label = /** @type {((inputs?: Sync_Settings_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Settings_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_settings_label(inputs)
	if (locale === "en-XA") return en_xa2_sync_settings_label(inputs)
	return en_sync_settings_label(inputs)
});