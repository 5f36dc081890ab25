/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ detail: NonNullable<unknown> }} App_Screen_Failed_DrawingInputs */

const en_app_screen_failed_drawing = /** @type {(inputs: App_Screen_Failed_DrawingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Part of this screen failed while showing what the freight service sent${i?.detail}. Try again; if it keeps happening, report it with what you were doing.`)
};

const es_app_screen_failed_drawing = /** @type {(inputs: App_Screen_Failed_DrawingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una parte de esta pantalla falló al mostrar lo que envió el servicio de transporte${i?.detail}. Vuelva a intentarlo; si sigue ocurriendo, comuníquelo junto con lo que estaba haciendo.`)
};

const en_xa2_app_screen_failed_drawing = /** @type {(inputs: App_Screen_Failed_DrawingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáŕţ óƒ ţĥíš šçŕééñ ƒáíļéð ŵĥíļé šĥóŵíñĝ ŵĥáţ ţĥé ƒŕéíĝĥţ šéŕṽíçé šéñţ${i?.detail}. Ţŕý áĝáíñ; íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéþóŕţ íţ ŵíţĥ ŵĥáţ ýóú ŵéŕé ðóíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Part of this screen failed while showing what the freight service sent{detail}. Try again; if it keeps happening, report it with what you were doing." |
*
* @param {App_Screen_Failed_DrawingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_failed_drawing = /** @type {((inputs: App_Screen_Failed_DrawingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Screen_Failed_DrawingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_app_screen_failed_drawing(inputs)
	if (locale === "en-XA") return en_xa2_app_screen_failed_drawing(inputs)
	return en_app_screen_failed_drawing(inputs)
});