/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Rates_BoxesInputs */

const en_op_rates_boxes = /** @type {(inputs: Op_Rates_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate a shipment of boxes`)
};

const es_op_rates_boxes = /** @type {(inputs: Op_Rates_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarificar un envío de cajas`)
};

const en_xa2_op_rates_boxes = /** @type {(inputs: Op_Rates_BoxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé á šĥíþɱéñţ óƒ ƀóẋéš ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Rate a shipment of boxes" |
*
* @param {Op_Rates_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_boxes = /** @type {((inputs?: Op_Rates_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Rates_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_rates_boxes(inputs)
	if (locale === "en-XA") return en_xa2_op_rates_boxes(inputs)
	return en_op_rates_boxes(inputs)
});