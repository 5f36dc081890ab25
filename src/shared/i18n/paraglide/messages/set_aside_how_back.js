/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Set_Aside_How_BackInputs */

const en_set_aside_how_back = /** @type {(inputs: Set_Aside_How_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To get your profiles back, quit Freight Desk, repair the copy and rename it to settings.json; or add them again below, with their API keys and secrets.`)
};

const es_set_aside_how_back = /** @type {(inputs: Set_Aside_How_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para recuperar sus perfiles, salga de Freight Desk, repare la copia y renómbrela como settings.json; o vuelva a añadirlos abajo, con sus claves y secretos de la API.`)
};

const en_xa2_set_aside_how_back = /** @type {(inputs: Set_Aside_How_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ĝéţ ýóúŕ þŕóƒíļéš ƀáçķ, ǫúíţ Ƒŕéíĝĥţ Ðéšķ, ŕéþáíŕ ţĥé çóþý áñð ŕéñáɱé íţ ţó šéţţíñĝš.ĵšóñ; óŕ áðð ţĥéɱ áĝáíñ ƀéļóŵ, ŵíţĥ ţĥéíŕ ÁÞÍ ķéýš áñð šéçŕéţš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "To get your profiles back, quit Freight Desk, repair the copy and rename it to settings.json; or add them again below, with their API keys and secrets." |
*
* @param {Set_Aside_How_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_how_back = /** @type {((inputs?: Set_Aside_How_BackInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Set_Aside_How_BackInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_set_aside_how_back(inputs)
	if (locale === "en-XA") return en_xa2_set_aside_how_back(inputs)
	return en_set_aside_how_back(inputs)
});