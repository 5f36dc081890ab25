/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_List_Empty_TextInputs */

const en_lookups_list_empty_text = /** @type {(inputs: Lookups_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service answered with an empty list.`)
};

const es_lookups_list_empty_text = /** @type {(inputs: Lookups_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio respondió con una lista vacía.`)
};

const en_xa2_lookups_list_empty_text = /** @type {(inputs: Lookups_List_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé áñšŵéŕéð ŵíţĥ áñ éɱþţý ļíšţ. ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The service answered with an empty list." |
*
* @param {Lookups_List_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_list_empty_text = /** @type {((inputs?: Lookups_List_Empty_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_List_Empty_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_list_empty_text(inputs)
	if (locale === "en-XA") return en_xa2_lookups_list_empty_text(inputs)
	return en_lookups_list_empty_text(inputs)
});