/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Rates_PalletsInputs */

const en_op_rates_pallets = /** @type {(inputs: Op_Rates_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate a shipment of pallets`)
};

const es_op_rates_pallets = /** @type {(inputs: Op_Rates_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío de palés`)
};

const en_xa2_op_rates_pallets = /** @type {(inputs: Op_Rates_PalletsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé á šĥíþɱéñţ óƒ þáļļéţš ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Rate a shipment of pallets" |
*
* @param {Op_Rates_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_pallets = /** @type {((inputs?: Op_Rates_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Rates_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_rates_pallets(inputs)
	if (locale === "en-XA") return en_xa2_op_rates_pallets(inputs)
	return en_op_rates_pallets(inputs)
});