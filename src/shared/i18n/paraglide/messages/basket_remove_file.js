/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown> }} Basket_Remove_FileInputs */

const en_basket_remove_file = /** @type {(inputs: Basket_Remove_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.file}`)
};

const es_basket_remove_file = /** @type {(inputs: Basket_Remove_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.file}`)
};

const en_xa2_basket_remove_file = /** @type {(inputs: Basket_Remove_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.file} ·~]`)
};

/**
* | output |
* | --- |
* | "Remove {file}" |
*
* @param {Basket_Remove_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const basket_remove_file = /** @type {((inputs: Basket_Remove_FileInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Basket_Remove_FileInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_basket_remove_file(inputs)
	if (locale === "en-XA") return en_xa2_basket_remove_file(inputs)
	return en_basket_remove_file(inputs)
});