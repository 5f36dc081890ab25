/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Appearance_Read_FailedInputs */

const en_appearance_read_failed = /** @type {(inputs: Appearance_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the appearance settings`)
};

const es_appearance_read_failed = /** @type {(inputs: Appearance_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los ajustes de apariencia`)
};

const en_xa2_appearance_read_failed = /** @type {(inputs: Appearance_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé áþþéáŕáñçé šéţţíñĝš ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not read the appearance settings" |
*
* @param {Appearance_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_read_failed = /** @type {((inputs?: Appearance_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_appearance_read_failed(inputs)
	if (locale === "en-XA") return en_xa2_appearance_read_failed(inputs)
	return en_appearance_read_failed(inputs)
});