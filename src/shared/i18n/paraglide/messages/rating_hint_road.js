/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Hint_RoadInputs */

const en_rating_hint_road = /** @type {(inputs: Rating_Hint_RoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy: the carrier’s all-in price, every charge (fuel, insurance, customs) included. Sell: the buy price plus the margin shown.`)
};

const es_rating_hint_road = /** @type {(inputs: Rating_Hint_RoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compra: el precio todo incluido del transportista, con todos los cargos (combustible, seguro, aduana). Venta: el precio de compra más el margen mostrado.`)
};

const en_xa2_rating_hint_road = /** @type {(inputs: Rating_Hint_RoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúý: ţĥé çáŕŕíéŕ’š áļļ-íñ þŕíçé, éṽéŕý çĥáŕĝé (ƒúéļ, íñšúŕáñçé, çúšţóɱš) íñçļúðéð. Šéļļ: ţĥé ƀúý þŕíçé þļúš ţĥé ɱáŕĝíñ šĥóŵñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Buy: the carrier’s all-in price, every charge (fuel, insurance, customs) included. Sell: the buy price plus the margin shown." |
*
* @param {Rating_Hint_RoadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hint_road = /** @type {((inputs?: Rating_Hint_RoadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Hint_RoadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_hint_road(inputs)
	if (locale === "en-XA") return en_xa2_rating_hint_road(inputs)
	return en_rating_hint_road(inputs)
});