/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_End_Service_Hint_OriginInputs */

const en_rating_end_service_hint_origin = /** @type {(inputs: Rating_End_Service_Hint_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CY: you deliver the container to the terminal. SD: the carrier collects it at your door.`)
};

const es_rating_end_service_hint_origin = /** @type {(inputs: Rating_End_Service_Hint_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CY: usted entrega el contenedor en la terminal. SD: el transportista lo recoge en su puerta.`)
};

const en_xa2_rating_end_service_hint_origin = /** @type {(inputs: Rating_End_Service_Hint_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÇÝ: ýóú ðéļíṽéŕ ţĥé çóñţáíñéŕ ţó ţĥé ţéŕɱíñáļ. ŠÐ: ţĥé çáŕŕíéŕ çóļļéçţš íţ áţ ýóúŕ ðóóŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "CY: you deliver the container to the terminal. SD: the carrier collects it at your door." |
*
* @param {Rating_End_Service_Hint_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service_hint_origin = /** @type {((inputs?: Rating_End_Service_Hint_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_End_Service_Hint_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_end_service_hint_origin(inputs)
	if (locale === "en-XA") return en_xa2_rating_end_service_hint_origin(inputs)
	return en_rating_end_service_hint_origin(inputs)
});