/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ customer: NonNullable<unknown>, rules: NonNullable<unknown> }} Rating_Sale_For_DeskInputs */

const en_rating_sale_for_desk = /** @type {(inputs: Rating_Sale_For_DeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sell prices for ${i?.customer} (the desk’s own rules), from ${i?.rules}. The customer’s PDF shows the sell price only.`)
};

const es_rating_sale_for_desk = /** @type {(inputs: Rating_Sale_For_DeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Precios de venta para ${i?.customer} (las reglas propias del escritorio), con ${i?.rules}. El PDF del cliente solo muestra el precio de venta.`)
};

const en_xa2_rating_sale_for_desk = /** @type {(inputs: Rating_Sale_For_DeskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéļļ þŕíçéš ƒóŕ ${i?.customer} (ţĥé ðéšķ’š óŵñ ŕúļéš), ƒŕóɱ ${i?.rules}. Ţĥé çúšţóɱéŕ’š ÞÐƑ šĥóŵš ţĥé šéļļ þŕíçé óñļý. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Sell prices for {customer} (the desk’s own rules), from {rules}. The customer’s PDF shows the sell price only." |
*
* @param {Rating_Sale_For_DeskInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_for_desk = /** @type {((inputs: Rating_Sale_For_DeskInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sale_For_DeskInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sale_for_desk(inputs)
	if (locale === "en-XA") return en_xa2_rating_sale_for_desk(inputs)
	return en_rating_sale_for_desk(inputs)
});