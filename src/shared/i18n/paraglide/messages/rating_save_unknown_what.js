/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Save_Unknown_WhatInputs */

const en_rating_save_unknown_what = /** @type {(inputs: Rating_Save_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the quote may or may not have been saved`)
};

const es_rating_save_unknown_what = /** @type {(inputs: Rating_Save_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puede que la cotización se haya guardado o no`)
};

const en_xa2_rating_save_unknown_what = /** @type {(inputs: Rating_Save_Unknown_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ǫúóţé ɱáý óŕ ɱáý ñóţ ĥáṽé ƀééñ šáṽéð ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "the quote may or may not have been saved" |
*
* @param {Rating_Save_Unknown_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_unknown_what = /** @type {((inputs?: Rating_Save_Unknown_WhatInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Save_Unknown_WhatInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_save_unknown_what(inputs)
	if (locale === "en-XA") return en_xa2_rating_save_unknown_what(inputs)
	return en_rating_save_unknown_what(inputs)
});