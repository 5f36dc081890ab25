/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Appearance_SystemInputs */

const en_appearance_system = /** @type {(inputs: Appearance_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System`)
};

const es_appearance_system = /** @type {(inputs: Appearance_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sistema`)
};

const en_xa2_appearance_system = /** @type {(inputs: Appearance_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýšţéɱ ·~]`)
};

/**
* | output |
* | --- |
* | "System" |
*
* @param {Appearance_SystemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_system = /** @type {((inputs?: Appearance_SystemInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_SystemInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_appearance_system(inputs)
	if (locale === "en-XA") return en_xa2_appearance_system(inputs)
	return en_appearance_system(inputs)
});