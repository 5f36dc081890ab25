/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Rates_AirInputs */

const en_op_rates_air = /** @type {(inputs: Op_Rates_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate an air shipment`)
};

const es_op_rates_air = /** @type {(inputs: Op_Rates_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío aéreo`)
};

const en_xa2_op_rates_air = /** @type {(inputs: Op_Rates_AirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé áñ áíŕ šĥíþɱéñţ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Rate an air shipment" |
*
* @param {Op_Rates_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_air = /** @type {((inputs?: Op_Rates_AirInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Rates_AirInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_rates_air(inputs)
	if (locale === "en-XA") return en_xa2_op_rates_air(inputs)
	return en_op_rates_air(inputs)
});