/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_Damage_UnnamedInputs */

const en_main_store_damage_unnamed = /** @type {(inputs: Main_Store_Damage_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`damaged`)
};

const es_main_store_damage_unnamed = /** @type {(inputs: Main_Store_Damage_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dañado`)
};

const en_xa2_main_store_damage_unnamed = /** @type {(inputs: Main_Store_Damage_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðáɱáĝéð ·~]`)
};

/**
* | output |
* | --- |
* | "damaged" |
*
* @param {Main_Store_Damage_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_damage_unnamed = /** @type {((inputs?: Main_Store_Damage_UnnamedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Damage_UnnamedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_damage_unnamed(inputs)
	if (locale === "en-XA") return en_xa2_main_store_damage_unnamed(inputs)
	return en_main_store_damage_unnamed(inputs)
});