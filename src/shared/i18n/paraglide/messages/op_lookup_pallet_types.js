/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Lookup_Pallet_TypesInputs */

const en_op_lookup_pallet_types = /** @type {(inputs: Op_Lookup_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List pallet types`)
};

const es_op_lookup_pallet_types = /** @type {(inputs: Op_Lookup_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listar los tipos de palé`)
};

const en_xa2_op_lookup_pallet_types = /** @type {(inputs: Op_Lookup_Pallet_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíšţ þáļļéţ ţýþéš ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "List pallet types" |
*
* @param {Op_Lookup_Pallet_TypesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_pallet_types = /** @type {((inputs?: Op_Lookup_Pallet_TypesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Lookup_Pallet_TypesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_lookup_pallet_types(inputs)
	if (locale === "en-XA") return en_xa2_op_lookup_pallet_types(inputs)
	return en_op_lookup_pallet_types(inputs)
});