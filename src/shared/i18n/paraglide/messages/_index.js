/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} App_NameInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_OpeningInputs */
/** @typedef {{}} App_Part_Failed_To_LoadInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_Screen_Draw_FailedInputs */
/** @typedef {{ detail: NonNullable<unknown> }} App_Screen_Failed_DrawingInputs */
/** @typedef {{ screen: NonNullable<unknown> }} App_Screen_Open_FailedInputs */
/** @typedef {{}} App_Skip_To_ContentInputs */
/** @typedef {{}} Appearance_DarkInputs */
/** @typedef {{}} Appearance_DescriptionInputs */
/** @typedef {{}} Appearance_LanguageInputs */
/** @typedef {{}} Appearance_Language_HintInputs */
/** @typedef {{}} Appearance_Language_Save_FailedInputs */
/** @typedef {{}} Appearance_LightInputs */
/** @typedef {{}} Appearance_Read_FailedInputs */
/** @typedef {{}} Appearance_SystemInputs */
/** @typedef {{}} Appearance_ThemeInputs */
/** @typedef {{}} Appearance_Theme_HintInputs */
/** @typedef {{}} Appearance_Theme_Save_FailedInputs */
/** @typedef {{}} Appearance_TitleInputs */
/** @typedef {{}} As_OfInputs */
/** @typedef {{}} As_Of_Not_FetchedInputs */
/** @typedef {{}} As_Of_SavedInputs */
/** @typedef {{ noun: NonNullable<unknown>, searched: NonNullable<unknown> }} Autocomplete_None_FoundInputs */
/** @typedef {{}} Autocomplete_Saved_AnswerInputs */
/** @typedef {{ searched: NonNullable<unknown> }} Autocomplete_SearchingInputs */
/** @typedef {{}} Autocomplete_SuggestionsInputs */
/** @typedef {{}} Basket_RemoveInputs */
/** @typedef {{ file: NonNullable<unknown> }} Basket_Remove_FileInputs */
/** @typedef {{}} Booking_Cargo_AddInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_Cargo_Add_Of_ContainerInputs */
/** @typedef {{ line: NonNullable<unknown> }} Booking_Cargo_LineInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_Cargo_Of_ContainerInputs */
/** @typedef {{ line: NonNullable<unknown> }} Booking_Cargo_RemoveInputs */
/** @typedef {{ line: NonNullable<unknown>, container: NonNullable<unknown> }} Booking_Cargo_Remove_Of_ContainerInputs */
/** @typedef {{}} Booking_Col_ModeInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_ContainerInputs */
/** @typedef {{}} Booking_Container_AddInputs */
/** @typedef {{ container: NonNullable<unknown>, line: NonNullable<unknown> }} Booking_Container_LineInputs */
/** @typedef {{ container: NonNullable<unknown> }} Booking_Container_RemoveInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Containers_Booking_DescribesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Containers_Quote_ForInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Drafts_DescriptionInputs */
/** @typedef {{}} Booking_Drafts_KeptInputs */
/** @typedef {{}} Booking_Drafts_No_CarrierInputs */
/** @typedef {{}} Booking_Drafts_No_ContactInputs */
/** @typedef {{}} Booking_Drafts_Quote_GoneInputs */
/** @typedef {{}} Booking_Drafts_Read_FailedInputs */
/** @typedef {{}} Booking_Drafts_ResumeInputs */
/** @typedef {{}} Booking_Drafts_Saved_QuoteInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Drafts_The_BookingInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Drafts_The_FormInputs */
/** @typedef {{}} Booking_Drafts_TitleInputs */
/** @typedef {{}} Booking_Field_AddressInputs */
/** @typedef {{}} Booking_Field_Address_HintInputs */
/** @typedef {{}} Booking_Field_CompanyInputs */
/** @typedef {{}} Booking_Field_Contact_PersonInputs */
/** @typedef {{}} Booking_Field_Delivery_NotesInputs */
/** @typedef {{}} Booking_Field_DescriptionInputs */
/** @typedef {{}} Booking_Field_Edi_TypeInputs */
/** @typedef {{}} Booking_Field_Edi_Type_PlaceholderInputs */
/** @typedef {{}} Booking_Field_EmailInputs */
/** @typedef {{}} Booking_Field_Hs_CodeInputs */
/** @typedef {{}} Booking_Field_Hs_Code_PlaceholderInputs */
/** @typedef {{}} Booking_Field_IncotermInputs */
/** @typedef {{}} Booking_Field_Incoterm_HintInputs */
/** @typedef {{}} Booking_Field_OptionalInputs */
/** @typedef {{}} Booking_Field_PhoneInputs */
/** @typedef {{}} Booking_Field_Phone_PrefixInputs */
/** @typedef {{}} Booking_Field_Phone_Prefix_HintInputs */
/** @typedef {{}} Booking_Field_Pickup_FromInputs */
/** @typedef {{}} Booking_Field_Pickup_NotesInputs */
/** @typedef {{}} Booking_Field_Pickup_Notes_HintInputs */
/** @typedef {{}} Booking_Field_Pickup_UntilInputs */
/** @typedef {{}} Booking_Field_QuantityInputs */
/** @typedef {{}} Booking_Field_TrackInputs */
/** @typedef {{}} Booking_Field_Track_HintInputs */
/** @typedef {{}} Booking_Field_VolumeInputs */
/** @typedef {{}} Booking_Field_WeightInputs */
/** @typedef {{}} Booking_Flow_Before_Booking_AgainInputs */
/** @typedef {{}} Booking_Flow_Book_CurrentInputs */
/** @typedef {{}} Booking_Flow_BookedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Booking_Flow_Booked_ShipmentInputs */
/** @typedef {{}} Booking_Flow_Check_TrackingInputs */
/** @typedef {{ agency: NonNullable<unknown> }} Booking_Flow_Check_Tracking_ForInputs */
/** @typedef {{}} Booking_Flow_Earlier_UnknownInputs */
/** @typedef {{ date: NonNullable<unknown> }} Booking_Flow_ExpiredInputs */
/** @typedef {{}} Booking_Flow_Not_MadeInputs */
/** @typedef {{ filled: NonNullable<unknown> }} Booking_Flow_PrefilledInputs */
/** @typedef {{}} Booking_Flow_Price_Not_GuaranteedInputs */
/** @typedef {{}} Booking_Flow_Rate_AgainInputs */
/** @typedef {{}} Booking_Flow_SendingInputs */
/** @typedef {{}} Booking_Flow_Unknown_CheckInputs */
/** @typedef {{ agency: NonNullable<unknown> }} Booking_Flow_Unknown_Check_WithInputs */
/** @typedef {{}} Booking_Flow_Unknown_Do_Not_BookInputs */
/** @typedef {{}} Booking_Flow_Unknown_SentInputs */
/** @typedef {{}} Booking_Flow_Unknown_WhatInputs */
/** @typedef {{}} Booking_Form_Choose_IncotermInputs */
/** @typedef {{}} Booking_Form_Choose_TimeInputs */
/** @typedef {{}} Booking_Form_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Form_Min_WindowInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Form_Need_AttentionInputs */
/** @typedef {{}} Booking_Form_NextInputs */
/** @typedef {{}} Booking_Form_No_IncotermInputs */
/** @typedef {{}} Booking_Form_ReviewInputs */
/** @typedef {{}} Booking_Form_Times_LoadingInputs */
/** @typedef {{}} Booking_Form_Times_NoneInputs */
/** @typedef {{}} Booking_Form_Times_OfferedInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Booking_Form_Times_UnansweredInputs */
/** @typedef {{}} Booking_Go_To_QuotesInputs */
/** @typedef {{}} Booking_Hs_WarningInputs */
/** @typedef {{ where: NonNullable<unknown>, code: NonNullable<unknown>, warning: NonNullable<unknown> }} Booking_Hs_Warning_AtInputs */
/** @typedef {{ code: NonNullable<unknown>, warning: NonNullable<unknown> }} Booking_Hs_Warning_CodeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_List_CountInputs */
/** @typedef {{}} Booking_List_DescriptionInputs */
/** @typedef {{}} Booking_List_Empty_TextInputs */
/** @typedef {{}} Booking_List_Empty_TitleInputs */
/** @typedef {{}} Booking_List_Read_FailedInputs */
/** @typedef {{}} Booking_List_ReadingInputs */
/** @typedef {{}} Booking_List_TitleInputs */
/** @typedef {{}} Booking_Open_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Prefill_Cargo_LinesInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Prefill_ContainersInputs */
/** @typedef {{}} Booking_Prefill_GoodsInputs */
/** @typedef {{}} Booking_Prefill_PlacesInputs */
/** @typedef {{}} Booking_Quote_Booked_AsInputs */
/** @typedef {{}} Booking_Quote_Booked_TitleInputs */
/** @typedef {{ modes: NonNullable<unknown> }} Booking_Quote_Books_OnlyInputs */
/** @typedef {{}} Booking_Quote_Kind_UnknownInputs */
/** @typedef {{}} Booking_Quote_Load_FailedInputs */
/** @typedef {{}} Booking_Quote_LoadingInputs */
/** @typedef {{}} Booking_Quote_Missing_TextInputs */
/** @typedef {{}} Booking_Quote_Missing_TitleInputs */
/** @typedef {{}} Booking_Quote_No_Longer_ListedInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Quote_Not_BookableInputs */
/** @typedef {{}} Booking_Quote_Open_From_QuotesInputs */
/** @typedef {{}} Booking_Quote_Unknown_TypeInputs */
/** @typedef {{}} Booking_Rate_ShipmentInputs */
/** @typedef {{}} Booking_Review_BackInputs */
/** @typedef {{}} Booking_Review_BookInputs */
/** @typedef {{}} Booking_Review_BookingInputs */
/** @typedef {{}} Booking_Review_Cargo_LineInputs */
/** @typedef {{}} Booking_Review_Cargo_LinesInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Review_IntroInputs */
/** @typedef {{}} Booking_Review_Look_TwiceInputs */
/** @typedef {{}} Booking_Review_Needs_ServiceInputs */
/** @typedef {{}} Booking_Review_NoInputs */
/** @typedef {{}} Booking_Review_TitleInputs */
/** @typedef {{}} Booking_Review_YesInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_EmailInputs */
/** @typedef {{ label: NonNullable<unknown>, codes: NonNullable<unknown> }} Booking_Rule_Incoterm_CodeInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_Incoterm_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_More_Than_ZeroInputs */
/** @typedef {{}} Booking_Rule_No_CargosInputs */
/** @typedef {{}} Booking_Rule_No_Container_CargoInputs */
/** @typedef {{}} Booking_Rule_No_ContainersInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_No_PlusInputs */
/** @typedef {{}} Booking_Rule_Quote_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Booking_Rule_TimeInputs */
/** @typedef {{ label: NonNullable<unknown>, earlier: NonNullable<unknown> }} Booking_Rule_Time_OrderInputs */
/** @typedef {{}} Booking_Saved_QuotesInputs */
/** @typedef {{}} Booking_Section_CargosInputs */
/** @typedef {{}} Booking_Section_Cargos_DescriptionInputs */
/** @typedef {{}} Booking_Section_ContainersInputs */
/** @typedef {{}} Booking_Section_Containers_DescriptionInputs */
/** @typedef {{}} Booking_Section_DestinationInputs */
/** @typedef {{}} Booking_Section_Destination_DescriptionInputs */
/** @typedef {{}} Booking_Section_OriginInputs */
/** @typedef {{}} Booking_Section_Origin_DescriptionInputs */
/** @typedef {{}} Booking_Section_PickupInputs */
/** @typedef {{}} Booking_Section_Pickup_DescriptionInputs */
/** @typedef {{}} Booking_Section_TermsInputs */
/** @typedef {{}} Booking_Section_Terms_DescriptionInputs */
/** @typedef {{}} Booking_Success_Book_AnotherInputs */
/** @typedef {{}} Booking_Success_Booking_CodeInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Booking_Success_LeadInputs */
/** @typedef {{ mode: NonNullable<unknown>, agency: NonNullable<unknown> }} Booking_Success_Lead_WithInputs */
/** @typedef {{}} Booking_Success_Not_GivenInputs */
/** @typedef {{}} Booking_Success_Shipment_CodeInputs */
/** @typedef {{}} Booking_Success_TitleInputs */
/** @typedef {{}} Booking_Success_Tracking_CodeInputs */
/** @typedef {{}} Booking_Success_Unsafe_LinkInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Booking_Summary_DaysInputs */
/** @typedef {{}} Booking_Summary_DeliveryInputs */
/** @typedef {{}} Booking_Summary_ExpiredInputs */
/** @typedef {{}} Booking_Summary_ExpiresInputs */
/** @typedef {{}} Booking_Summary_No_CarrierInputs */
/** @typedef {{}} Booking_Summary_No_ExpiryInputs */
/** @typedef {{}} Booking_Summary_PickupInputs */
/** @typedef {{}} Booking_Summary_PriceInputs */
/** @typedef {{}} Booking_Summary_Price_Not_GivenInputs */
/** @typedef {{}} Booking_Summary_QuoteInputs */
/** @typedef {{}} Booking_Summary_Saved_QuoteInputs */
/** @typedef {{}} Booking_Summary_TransitInputs */
/** @typedef {{}} CancelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_AddedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_CustomsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Delivery_DateInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ChangedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_UploadedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Documents_ValidatedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_PastInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Free_Time_SoonInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_Pickup_DateInputs */
/** @typedef {{ count: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Counted_StatusInputs */
/** @typedef {{ count: NonNullable<unknown> }} Change_Counted_UnlistedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_No_Longer_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown>, status: NonNullable<unknown> }} Change_Document_StatusInputs */
/** @typedef {{ name: NonNullable<unknown>, was: NonNullable<unknown> }} Change_Document_Status_RemovedInputs */
/** @typedef {{}} Change_Document_UnnamedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_UploadedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Change_Document_ValidatedInputs */
/** @typedef {{}} Change_Free_TimeInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_PastInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Past_UnreportedInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_SoonInputs */
/** @typedef {{ name: NonNullable<unknown>, stop: NonNullable<unknown>, day: NonNullable<unknown> }} Change_Free_Time_Soon_UnreportedInputs */
/** @typedef {{}} Change_Kind_AddedInputs */
/** @typedef {{}} Change_Kind_Added_HintInputs */
/** @typedef {{}} Change_Kind_CustomsInputs */
/** @typedef {{}} Change_Kind_Customs_HintInputs */
/** @typedef {{}} Change_Kind_Delivery_DateInputs */
/** @typedef {{}} Change_Kind_Delivery_Date_HintInputs */
/** @typedef {{}} Change_Kind_DocumentsInputs */
/** @typedef {{}} Change_Kind_Documents_HintInputs */
/** @typedef {{}} Change_Kind_Free_TimeInputs */
/** @typedef {{}} Change_Kind_Free_Time_HintInputs */
/** @typedef {{}} Change_Kind_MessagesInputs */
/** @typedef {{}} Change_Kind_Messages_HintInputs */
/** @typedef {{}} Change_Kind_Pickup_DateInputs */
/** @typedef {{}} Change_Kind_Pickup_Date_HintInputs */
/** @typedef {{}} Change_Kind_StatusInputs */
/** @typedef {{}} Change_Kind_Status_HintInputs */
/** @typedef {{}} Change_Kind_UnlistedInputs */
/** @typedef {{}} Change_Kind_Unlisted_HintInputs */
/** @typedef {{}} Change_Stop_DischargeInputs */
/** @typedef {{}} Change_Stop_Empty_ReturnInputs */
/** @typedef {{}} Change_Stop_ReleaseInputs */
/** @typedef {{}} Choose_FilesInputs */
/** @typedef {{}} Choose_NoneInputs */
/** @typedef {{}} Company_Choose_LogoInputs */
/** @typedef {{}} Company_DescriptionInputs */
/** @typedef {{}} Company_LogoInputs */
/** @typedef {{ file: NonNullable<unknown> }} Company_Logo_AltInputs */
/** @typedef {{ file: NonNullable<unknown>, width: NonNullable<unknown>, height: NonNullable<unknown>, size: NonNullable<unknown> }} Company_Logo_FactsInputs */
/** @typedef {{ size: NonNullable<unknown> }} Company_Logo_LimitsInputs */
/** @typedef {{}} Company_NameInputs */
/** @typedef {{}} Company_Name_HintInputs */
/** @typedef {{}} Company_Name_Save_FailedInputs */
/** @typedef {{}} Company_No_LogoInputs */
/** @typedef {{}} Company_Remove_LogoInputs */
/** @typedef {{}} Company_Replace_LogoInputs */
/** @typedef {{}} Company_Save_NameInputs */
/** @typedef {{}} Company_TitleInputs */
/** @typedef {{}} Connection_CheckingInputs */
/** @typedef {{}} Copy_DoneInputs */
/** @typedef {{}} Copy_FailedInputs */
/** @typedef {{ what: NonNullable<unknown> }} Copy_WhatInputs */
/** @typedef {{}} Date_Day_LettersInputs */
/** @typedef {{}} Date_Month_LettersInputs */
/** @typedef {{}} Date_Year_LettersInputs */
/** @typedef {{}} DismissInputs */
/** @typedef {{}} Draft_DiscardInputs */
/** @typedef {{}} Draft_Restored_FromInputs */
/** @typedef {{}} Draft_SavedInputs */
/** @typedef {{}} EditInputs */
/** @typedef {{}} Empty_State_KeptInputs */
/** @typedef {{}} Error_Retries_ItselfInputs */
/** @typedef {{}} Export_AgencyInputs */
/** @typedef {{}} Export_CodeInputs */
/** @typedef {{}} Export_CurrencyInputs */
/** @typedef {{}} Export_Currency_Not_StatedInputs */
/** @typedef {{}} Export_DeliveryInputs */
/** @typedef {{}} Export_DestinationInputs */
/** @typedef {{}} Export_Free_Time_ChargedInputs */
/** @typedef {{}} Export_Free_Time_CurrencyInputs */
/** @typedef {{}} Export_Last_Free_DayInputs */
/** @typedef {{}} Export_Not_KnownInputs */
/** @typedef {{}} Export_OriginInputs */
/** @typedef {{}} Export_PickupInputs */
/** @typedef {{}} Export_PriceInputs */
/** @typedef {{}} Export_StatusInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Address_UnreachableInputs */
/** @typedef {{}} Failure_Ask_AccessInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Body_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_BrokeInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_Broke_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Broke_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_CancelledInputs */
/** @typedef {{}} Failure_Check_Base_UrlInputs */
/** @typedef {{}} Failure_Check_ConnectionInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ClosedInputs */
/** @typedef {{ host: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Connect_TimeoutInputs */
/** @typedef {{ host: NonNullable<unknown> }} Failure_Connection_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_ForbiddenInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Headers_TimeoutInputs */
/** @typedef {{}} Failure_Input_InvalidInputs */
/** @typedef {{}} Failure_InternalInputs */
/** @typedef {{ message: NonNullable<unknown> }} Failure_It_SaidInputs */
/** @typedef {{ count: NonNullable<unknown> }} Failure_More_ProblemsInputs */
/** @typedef {{ host: NonNullable<unknown>, op: NonNullable<unknown> }} Failure_No_Such_AddressInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Not_FoundInputs */
/** @typedef {{}} Failure_Not_Found_ChangedInputs */
/** @typedef {{}} Failure_Not_Found_Check_IdInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_ParameterInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Not_Sent_RequestInputs */
/** @typedef {{ op: NonNullable<unknown>, message: NonNullable<unknown> }} Failure_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Refused_No_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, reason: NonNullable<unknown> }} Failure_Rejected_ReasonInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Rejected_StatusInputs */
/** @typedef {{}} Failure_Report_If_AgainInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Request_TimeoutInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_ServerInputs */
/** @typedef {{ count: NonNullable<unknown>, op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_AttemptsInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Server_ReportedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_LargeInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_RefusedInputs */
/** @typedef {{ op: NonNullable<unknown>, limit: NonNullable<unknown> }} Failure_Too_Large_UnknownInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_Too_Many_RequestsInputs */
/** @typedef {{ op: NonNullable<unknown>, seconds: NonNullable<unknown> }} Failure_Too_Many_Requests_WaitInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Failure_Try_AfterInputs */
/** @typedef {{}} Failure_Try_LaterInputs */
/** @typedef {{ op: NonNullable<unknown> }} Failure_UnauthorizedInputs */
/** @typedef {{ op: NonNullable<unknown>, status: NonNullable<unknown> }} Failure_Unexpected_StatusInputs */
/** @typedef {{ channel: NonNullable<unknown> }} Failure_Unknown_ChannelInputs */
/** @typedef {{ check: NonNullable<unknown> }} Failure_Unknown_OutcomeInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_UnreadableInputs */
/** @typedef {{ op: NonNullable<unknown>, problem: NonNullable<unknown> }} Failure_Unreadable_AcceptedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Keychain_No_CredentialsInputs */
/** @typedef {{ name: NonNullable<unknown>, kept: NonNullable<unknown>, origin: NonNullable<unknown> }} Keychain_Other_OriginInputs */
/** @typedef {{}} Keychain_UnavailableInputs */
/** @typedef {{}} LoadingInputs */
/** @typedef {{}} Logs_DescriptionInputs */
/** @typedef {{}} Logs_Show_FailedInputs */
/** @typedef {{}} Logs_TitleInputs */
/** @typedef {{ path: NonNullable<unknown>, why: NonNullable<unknown> }} Main_Settings_Not_SavedInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_AboutInputs */
/** @typedef {{}} Menu_Actual_SizeInputs */
/** @typedef {{}} Menu_Bring_All_To_FrontInputs */
/** @typedef {{}} Menu_Close_WindowInputs */
/** @typedef {{}} Menu_CopyInputs */
/** @typedef {{}} Menu_CutInputs */
/** @typedef {{}} Menu_EditInputs */
/** @typedef {{}} Menu_ExitInputs */
/** @typedef {{}} Menu_FileInputs */
/** @typedef {{}} Menu_Full_ScreenInputs */
/** @typedef {{}} Menu_GoInputs */
/** @typedef {{}} Menu_HelpInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_HideInputs */
/** @typedef {{}} Menu_Hide_OthersInputs */
/** @typedef {{}} Menu_MinimizeInputs */
/** @typedef {{}} Menu_PasteInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_QuitInputs */
/** @typedef {{}} Menu_RedoInputs */
/** @typedef {{}} Menu_Select_AllInputs */
/** @typedef {{}} Menu_ServicesInputs */
/** @typedef {{}} Menu_Show_AllInputs */
/** @typedef {{}} Menu_Show_LogsInputs */
/** @typedef {{}} Menu_UndoInputs */
/** @typedef {{}} Menu_ViewInputs */
/** @typedef {{}} Menu_WindowInputs */
/** @typedef {{}} Menu_ZoomInputs */
/** @typedef {{}} Menu_Zoom_InInputs */
/** @typedef {{}} Menu_Zoom_OutInputs */
/** @typedef {{}} Nav_Group_ReferenceInputs */
/** @typedef {{}} Nav_Group_WorkInputs */
/** @typedef {{}} Nav_MainInputs */
/** @typedef {{}} No_Bridge_BodyInputs */
/** @typedef {{}} No_Bridge_TitleInputs */
/** @typedef {{}} Notice_AddedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_CustomsInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Eta_MovedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_MessagesInputs */
/** @typedef {{ count: NonNullable<unknown>, latest: NonNullable<unknown> }} Notice_Messages_LatestInputs */
/** @typedef {{}} Notice_NoneInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_Pickup_MovedInputs */
/** @typedef {{ code: NonNullable<unknown> }} Notice_ShipmentInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notice_Shipments_ChangedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notice_StatusInputs */
/** @typedef {{}} Notice_UnlistedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notices_Dismiss_OneInputs */
/** @typedef {{}} Notices_Dismiss_TitleInputs */
/** @typedef {{}} Notices_HintInputs */
/** @typedef {{}} Notices_LabelInputs */
/** @typedef {{}} Notifications_DescriptionInputs */
/** @typedef {{}} Notifications_Notify_AboutInputs */
/** @typedef {{}} Notifications_Read_FailedInputs */
/** @typedef {{}} Notifications_Save_FailedInputs */
/** @typedef {{}} Offline_Keeps_TryingInputs */
/** @typedef {{ when: NonNullable<unknown> }} Offline_Last_AnsweredInputs */
/** @typedef {{}} Offline_Never_AnsweredInputs */
/** @typedef {{}} Offline_TitleInputs */
/** @typedef {{}} Offline_What_WorksInputs */
/** @typedef {{}} Op_Auth_TokenInputs */
/** @typedef {{}} Op_Booking_BoxesInputs */
/** @typedef {{}} Op_Booking_PalletsInputs */
/** @typedef {{}} Op_Booking_Sea_FclInputs */
/** @typedef {{}} Op_Booking_Sea_LclInputs */
/** @typedef {{}} Op_Check_DocumentsInputs */
/** @typedef {{}} Op_Check_QuotesInputs */
/** @typedef {{}} Op_Check_Service_RecordsInputs */
/** @typedef {{}} Op_Check_Shipment_DetailInputs */
/** @typedef {{}} Op_Check_Shipment_ListInputs */
/** @typedef {{}} Op_Check_TariffsInputs */
/** @typedef {{}} Op_Documents_DownloadInputs */
/** @typedef {{}} Op_Documents_ListInputs */
/** @typedef {{}} Op_Documents_UploadInputs */
/** @typedef {{}} Op_Lookup_AirportsInputs */
/** @typedef {{}} Op_Lookup_ContainersInputs */
/** @typedef {{}} Op_Lookup_Pallet_TypesInputs */
/** @typedef {{}} Op_Lookup_PortsInputs */
/** @typedef {{}} Op_Lookup_Postal_CodesInputs */
/** @typedef {{}} Op_Pickup_TimesInputs */
/** @typedef {{}} Op_Quotes_DeleteInputs */
/** @typedef {{}} Op_Quotes_ListInputs */
/** @typedef {{}} Op_Quotes_SaveInputs */
/** @typedef {{}} Op_Rates_AirInputs */
/** @typedef {{}} Op_Rates_BoxesInputs */
/** @typedef {{}} Op_Rates_PalletsInputs */
/** @typedef {{}} Op_Rates_Sea_FclInputs */
/** @typedef {{}} Op_Rates_Sea_LclInputs */
/** @typedef {{}} Op_Sign_InInputs */
/** @typedef {{}} Op_Tariffs_ReportInputs */
/** @typedef {{}} Op_Tariffs_UploadInputs */
/** @typedef {{}} Op_Tracking_DetailInputs */
/** @typedef {{}} Op_Tracking_MessagesInputs */
/** @typedef {{}} Op_Tracking_ShipmentsInputs */
/** @typedef {{}} Op_Tracking_SwitchInputs */
/** @typedef {{}} Open_SettingsInputs */
/** @typedef {{ what: NonNullable<unknown> }} Outcome_UnknownInputs */
/** @typedef {{}} Palette_CommandsInputs */
/** @typedef {{}} Palette_Input_LabelInputs */
/** @typedef {{}} Palette_Input_PlaceholderInputs */
/** @typedef {{}} Palette_KeysInputs */
/** @typedef {{}} Palette_LabelInputs */
/** @typedef {{ typed: NonNullable<unknown> }} Palette_Nothing_MatchesInputs */
/** @typedef {{}} Palette_Profile_SandboxInputs */
/** @typedef {{}} Palette_Profile_ServiceInputs */
/** @typedef {{}} Palette_Profile_WordsInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Palette_Rate_DetailInputs */
/** @typedef {{ mode: NonNullable<unknown> }} Palette_Rate_LabelInputs */
/** @typedef {{}} Palette_Rate_WordsInputs */
/** @typedef {{}} Palette_Screen_WordsInputs */
/** @typedef {{}} Palette_SearchingInputs */
/** @typedef {{}} Palette_Section_Go_ToInputs */
/** @typedef {{}} Palette_Section_ProfilesInputs */
/** @typedef {{}} Palette_Section_RateInputs */
/** @typedef {{}} Palette_Section_ShipmentsInputs */
/** @typedef {{ code: NonNullable<unknown> }} Palette_ShipmentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Palette_Switch_ToInputs */
/** @typedef {{}} Pdf_Air_FreightInputs */
/** @typedef {{}} Pdf_All_In_NoteInputs */
/** @typedef {{}} Pdf_As_QuotedInputs */
/** @typedef {{}} Pdf_CarrierInputs */
/** @typedef {{}} Pdf_Carrier_NotesInputs */
/** @typedef {{}} Pdf_ChargeInputs */
/** @typedef {{}} Pdf_Chargeable_WeightInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pdf_Charges_InInputs */
/** @typedef {{}} Pdf_Col_AmountInputs */
/** @typedef {{}} Pdf_Col_BasisInputs */
/** @typedef {{}} Pdf_Col_ChargeInputs */
/** @typedef {{}} Pdf_Col_ContainerInputs */
/** @typedef {{}} Pdf_Col_Counted_FromInputs */
/** @typedef {{}} Pdf_Col_Free_DaysInputs */
/** @typedef {{}} Pdf_Col_Free_TimeInputs */
/** @typedef {{}} Pdf_Col_PenaltyInputs */
/** @typedef {{}} Pdf_Col_Per_DayInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_BoxesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_Cargo_LinesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_ContainersInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_PalletsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_Count_PiecesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pdf_DaysInputs */
/** @typedef {{}} Pdf_DeliveryInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Pdf_Every_Charge_IncludedInputs */
/** @typedef {{}} Pdf_FlightsInputs */
/** @typedef {{}} Pdf_Free_TimeInputs */
/** @typedef {{}} Pdf_FromInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Pdf_Give_Quote_NumberInputs */
/** @typedef {{}} Pdf_GoodsInputs */
/** @typedef {{}} Pdf_IncludedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pdf_IssuedInputs */
/** @typedef {{}} Pdf_Mode_AirInputs */
/** @typedef {{}} Pdf_Mode_BoxesInputs */
/** @typedef {{}} Pdf_Mode_PalletsInputs */
/** @typedef {{}} Pdf_Mode_Sea_FclInputs */
/** @typedef {{}} Pdf_Mode_Sea_LclInputs */
/** @typedef {{}} Pdf_No_ExpiryInputs */
/** @typedef {{}} Pdf_NotesInputs */
/** @typedef {{}} Pdf_On_RequestInputs */
/** @typedef {{}} Pdf_PickupInputs */
/** @typedef {{}} Pdf_Pre_BookingInputs */
/** @typedef {{}} Pdf_Price_Includes_AllInputs */
/** @typedef {{}} Pdf_QuotationInputs */
/** @typedef {{}} Pdf_Quote_LabelInputs */
/** @typedef {{}} Pdf_Ref_LabelInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Pdf_ReferenceInputs */
/** @typedef {{}} Pdf_SailingInputs */
/** @typedef {{}} Pdf_Saved_QuoteInputs */
/** @typedef {{}} Pdf_SurchargeInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Pdf_Tax_IncludedInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Pdf_TermsInputs */
/** @typedef {{ carrier: NonNullable<unknown>, date: NonNullable<unknown> }} Pdf_Terms_ValidInputs */
/** @typedef {{}} Pdf_ToInputs */
/** @typedef {{}} Pdf_Total_All_InInputs */
/** @typedef {{}} Pdf_Total_Of_QuoteInputs */
/** @typedef {{}} Pdf_Total_PriceInputs */
/** @typedef {{}} Pdf_Total_Price_And_SurchargesInputs */
/** @typedef {{}} Pdf_Total_Sum_Of_ChargesInputs */
/** @typedef {{}} Pdf_TransitInputs */
/** @typedef {{}} Pdf_Unnamed_CurrencyInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pdf_Valid_UntilInputs */
/** @typedef {{}} Pdf_VesselInputs */
/** @typedef {{}} Pdf_ViaInputs */
/** @typedef {{}} PenaltyInputs */
/** @typedef {{}} Pricing_Amount_ProblemInputs */
/** @typedef {{}} Pricing_ChangeInputs */
/** @typedef {{}} Pricing_Col_ActionsInputs */
/** @typedef {{ margin: NonNullable<unknown> }} Pricing_Csv_Bad_MarginInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Csv_Column_TwiceInputs */
/** @typedef {{}} Pricing_Csv_EmptyInputs */
/** @typedef {{ fields: NonNullable<unknown>, header: NonNullable<unknown> }} Pricing_Csv_Extra_FieldsInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Csv_More_ProblemsInputs */
/** @typedef {{}} Pricing_Csv_Name_EmptyInputs */
/** @typedef {{ name: NonNullable<unknown>, line: NonNullable<unknown> }} Pricing_Csv_Name_RepeatedInputs */
/** @typedef {{}} Pricing_Csv_No_CustomerInputs */
/** @typedef {{}} Pricing_Csv_No_Name_ColumnInputs */
/** @typedef {{}} Pricing_Csv_Quote_OpenInputs */
/** @typedef {{ column: NonNullable<unknown>, max: NonNullable<unknown> }} Pricing_Csv_Too_LongInputs */
/** @typedef {{ name: NonNullable<unknown>, columns: NonNullable<unknown> }} Pricing_Csv_Unknown_ColumnInputs */
/** @typedef {{}} Pricing_Customer_AddInputs */
/** @typedef {{}} Pricing_Customer_ContactInputs */
/** @typedef {{}} Pricing_Customer_Contact_PlaceholderInputs */
/** @typedef {{}} Pricing_Customer_Currency_NoteInputs */
/** @typedef {{}} Pricing_Customer_Currency_Note_HintInputs */
/** @typedef {{}} Pricing_Customer_Currency_Note_PlaceholderInputs */
/** @typedef {{}} Pricing_Customer_Default_MarginInputs */
/** @typedef {{}} Pricing_Customer_Default_Margin_HintInputs */
/** @typedef {{}} Pricing_Customer_Default_Margin_PlaceholderInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customer_Default_RuleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customer_Form_ChangeInputs */
/** @typedef {{}} Pricing_Customer_Form_NewInputs */
/** @typedef {{}} Pricing_Customer_LanguageInputs */
/** @typedef {{}} Pricing_Customer_Language_PlaceholderInputs */
/** @typedef {{}} Pricing_Customer_NameInputs */
/** @typedef {{}} Pricing_Customer_NotesInputs */
/** @typedef {{}} Pricing_Customer_SaveInputs */
/** @typedef {{}} Pricing_Customer_Save_FailedInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_AddedInputs */
/** @typedef {{}} Pricing_Customers_Col_Currency_NoteInputs */
/** @typedef {{}} Pricing_Customers_Col_CustomerInputs */
/** @typedef {{}} Pricing_Customers_Col_Default_MarginInputs */
/** @typedef {{}} Pricing_Customers_Col_LanguageInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_CountInputs */
/** @typedef {{ columns: NonNullable<unknown> }} Pricing_Customers_Csv_HintInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customers_Delete_BodyInputs */
/** @typedef {{}} Pricing_Customers_Delete_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Customers_Delete_FailedInputs */
/** @typedef {{}} Pricing_Customers_Delete_TitleInputs */
/** @typedef {{}} Pricing_Customers_DescriptionInputs */
/** @typedef {{}} Pricing_Customers_EmptyInputs */
/** @typedef {{}} Pricing_Customers_ImportInputs */
/** @typedef {{ file: NonNullable<unknown>, message: NonNullable<unknown> }} Pricing_Customers_Import_FailedInputs */
/** @typedef {{ line: NonNullable<unknown>, problem: NonNullable<unknown> }} Pricing_Customers_Import_LineInputs */
/** @typedef {{ file: NonNullable<unknown>, added: NonNullable<unknown>, updated: NonNullable<unknown> }} Pricing_Customers_ImportedInputs */
/** @typedef {{}} Pricing_Customers_NewInputs */
/** @typedef {{}} Pricing_Customers_No_MatchInputs */
/** @typedef {{}} Pricing_Customers_Read_FailedInputs */
/** @typedef {{}} Pricing_Customers_SearchInputs */
/** @typedef {{}} Pricing_Customers_Search_PlaceholderInputs */
/** @typedef {{}} Pricing_Customers_TitleInputs */
/** @typedef {{ file: NonNullable<unknown> }} Pricing_Customers_Too_LargeInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Customers_UpdatedInputs */
/** @typedef {{}} Pricing_DeleteInputs */
/** @typedef {{}} Pricing_Field_Adds_NothingInputs */
/** @typedef {{}} Pricing_Field_Amount_Below_ZeroInputs */
/** @typedef {{}} Pricing_Field_Amount_Too_HighInputs */
/** @typedef {{}} Pricing_Field_Amount_WholeInputs */
/** @typedef {{}} Pricing_Field_Amounts_Need_CurrencyInputs */
/** @typedef {{}} Pricing_Field_CountryInputs */
/** @typedef {{ max: NonNullable<unknown> }} Pricing_Field_Csv_Too_LargeInputs */
/** @typedef {{}} Pricing_Field_CurrencyInputs */
/** @typedef {{ what: NonNullable<unknown> }} Pricing_Field_DateInputs */
/** @typedef {{}} Pricing_Field_Exchange_Above_ZeroInputs */
/** @typedef {{}} Pricing_Field_Exchange_Two_CurrenciesInputs */
/** @typedef {{}} Pricing_Field_Margin_Amount_Below_ZeroInputs */
/** @typedef {{}} Pricing_Field_Margin_Below_ZeroInputs */
/** @typedef {{}} Pricing_Field_Margin_Too_HighInputs */
/** @typedef {{}} Pricing_Field_Name_RequiredInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Field_No_DecimalsInputs */
/** @typedef {{ what: NonNullable<unknown> }} Pricing_Field_Not_TextInputs */
/** @typedef {{}} Pricing_Field_Per_Container_Needs_FclInputs */
/** @typedef {{}} Pricing_Field_Percent_WholeInputs */
/** @typedef {{}} Pricing_Field_PortInputs */
/** @typedef {{}} Pricing_Field_Rule_Needs_NameInputs */
/** @typedef {{}} Pricing_Field_Safe_AmountInputs */
/** @typedef {{}} Pricing_Field_The_CarrierInputs */
/** @typedef {{}} Pricing_Field_The_ContactInputs */
/** @typedef {{}} Pricing_Field_The_Currency_NoteInputs */
/** @typedef {{}} Pricing_Field_The_LanguageInputs */
/** @typedef {{}} Pricing_Field_The_NameInputs */
/** @typedef {{}} Pricing_Field_The_NotesInputs */
/** @typedef {{}} Pricing_Field_The_SearchInputs */
/** @typedef {{ what: NonNullable<unknown>, max: NonNullable<unknown> }} Pricing_Field_Too_LongInputs */
/** @typedef {{}} Pricing_Level_CarrierInputs */
/** @typedef {{}} Pricing_Level_CustomerInputs */
/** @typedef {{}} Pricing_Level_DeskInputs */
/** @typedef {{}} Pricing_Level_Lane_CountryInputs */
/** @typedef {{}} Pricing_Level_Lane_PortInputs */
/** @typedef {{}} Pricing_Level_ModeInputs */
/** @typedef {{}} Pricing_Main_Chosen_Customer_GoneInputs */
/** @typedef {{}} Pricing_Main_Customer_GoneInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, names: NonNullable<unknown> }} Pricing_Main_Customer_Has_RulesInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Customer_TakenInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Customer_Taken_FieldInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Main_Import_RefusedInputs */
/** @typedef {{}} Pricing_Main_Pick_CustomerInputs */
/** @typedef {{}} Pricing_Main_Quote_Not_PricedInputs */
/** @typedef {{}} Pricing_Main_Quote_Sell_UnknownInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Main_Quoted_NameInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Pricing_Main_Rate_GoneInputs */
/** @typedef {{}} Pricing_Main_Rule_Customer_GoneInputs */
/** @typedef {{}} Pricing_Main_Rule_GoneInputs */
/** @typedef {{}} Pricing_Main_Sell_ChangedInputs */
/** @typedef {{ why: NonNullable<unknown> }} Pricing_Main_Sell_Not_KeptInputs */
/** @typedef {{}} Pricing_Main_Sell_UnknownInputs */
/** @typedef {{}} Pricing_Pdf_By_ChargeInputs */
/** @typedef {{}} Pricing_Pdf_DescriptionInputs */
/** @typedef {{}} Pricing_Pdf_Name_CarrierInputs */
/** @typedef {{}} Pricing_Pdf_Name_Carrier_HintInputs */
/** @typedef {{}} Pricing_Pdf_One_LineInputs */
/** @typedef {{}} Pricing_Pdf_PriceInputs */
/** @typedef {{}} Pricing_Pdf_SaveInputs */
/** @typedef {{}} Pricing_Pdf_Save_FailedInputs */
/** @typedef {{}} Pricing_Pdf_TermsInputs */
/** @typedef {{}} Pricing_Pdf_Terms_HintInputs */
/** @typedef {{}} Pricing_Pdf_TitleInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Pricing_PercentInputs */
/** @typedef {{}} Pricing_Percentage_ProblemInputs */
/** @typedef {{}} Pricing_Report_All_CustomersInputs */
/** @typedef {{}} Pricing_Report_By_HandInputs */
/** @typedef {{}} Pricing_Report_CancelledInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_BuyInputs */
/** @typedef {{}} Pricing_Report_Col_CarrierInputs */
/** @typedef {{}} Pricing_Report_Col_CustomerInputs */
/** @typedef {{}} Pricing_Report_Col_FromInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_MarginInputs */
/** @typedef {{}} Pricing_Report_Col_ModeInputs */
/** @typedef {{}} Pricing_Report_Col_QuoteInputs */
/** @typedef {{}} Pricing_Report_Col_QuotesInputs */
/** @typedef {{}} Pricing_Report_Col_RuleInputs */
/** @typedef {{}} Pricing_Report_Col_SavedInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Report_Col_SellInputs */
/** @typedef {{}} Pricing_Report_Col_ToInputs */
/** @typedef {{}} Pricing_Report_Col_Valid_UntilInputs */
/** @typedef {{}} Pricing_Report_CustomerInputs */
/** @typedef {{}} Pricing_Report_DescriptionInputs */
/** @typedef {{}} Pricing_Report_Each_QuoteInputs */
/** @typedef {{}} Pricing_Report_Export_CsvInputs */
/** @typedef {{}} Pricing_Report_Export_XlsxInputs */
/** @typedef {{}} Pricing_Report_FailedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Pricing_Report_File_CustomersInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Pricing_Report_File_QuotesInputs */
/** @typedef {{}} Pricing_Report_FromInputs */
/** @typedef {{}} Pricing_Report_LinesInputs */
/** @typedef {{}} Pricing_Report_No_CurrencyInputs */
/** @typedef {{}} Pricing_Report_No_CustomerInputs */
/** @typedef {{}} Pricing_Report_No_RuleInputs */
/** @typedef {{}} Pricing_Report_Per_CustomerInputs */
/** @typedef {{}} Pricing_Report_Period_ProblemInputs */
/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown> }} Pricing_Report_Rule_LevelInputs */
/** @typedef {{}} Pricing_Report_Sheet_CustomersInputs */
/** @typedef {{}} Pricing_Report_Sheet_QuotesInputs */
/** @typedef {{}} Pricing_Report_TitleInputs */
/** @typedef {{}} Pricing_Report_ToInputs */
/** @typedef {{}} Pricing_Rule_AddInputs */
/** @typedef {{}} Pricing_Rule_Any_CarrierInputs */
/** @typedef {{}} Pricing_Rule_Any_CustomerInputs */
/** @typedef {{}} Pricing_Rule_Any_ModeInputs */
/** @typedef {{}} Pricing_Rule_CarrierInputs */
/** @typedef {{}} Pricing_Rule_Carrier_HintInputs */
/** @typedef {{}} Pricing_Rule_CountedInputs */
/** @typedef {{}} Pricing_Rule_CurrencyInputs */
/** @typedef {{}} Pricing_Rule_Currency_HintInputs */
/** @typedef {{}} Pricing_Rule_CustomerInputs */
/** @typedef {{}} Pricing_Rule_Destination_CountryInputs */
/** @typedef {{}} Pricing_Rule_Destination_Country_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Destination_PortInputs */
/** @typedef {{}} Pricing_Rule_Destination_Port_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_FixedInputs */
/** @typedef {{}} Pricing_Rule_Fixed_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_ForInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Rule_Form_ChangeInputs */
/** @typedef {{}} Pricing_Rule_Form_NewInputs */
/** @typedef {{}} Pricing_Rule_MarginInputs */
/** @typedef {{}} Pricing_Rule_MinimumInputs */
/** @typedef {{}} Pricing_Rule_Minimum_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_ModeInputs */
/** @typedef {{}} Pricing_Rule_NameInputs */
/** @typedef {{}} Pricing_Rule_Name_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Origin_CountryInputs */
/** @typedef {{}} Pricing_Rule_Origin_Country_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Origin_PortInputs */
/** @typedef {{}} Pricing_Rule_Origin_Port_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Per_ContainerInputs */
/** @typedef {{}} Pricing_Rule_Per_KgInputs */
/** @typedef {{}} Pricing_Rule_Per_ShipmentInputs */
/** @typedef {{}} Pricing_Rule_PercentInputs */
/** @typedef {{}} Pricing_Rule_Percent_PlaceholderInputs */
/** @typedef {{}} Pricing_Rule_Port_HintInputs */
/** @typedef {{}} Pricing_Rule_SaveInputs */
/** @typedef {{}} Pricing_Rule_Save_FailedInputs */
/** @typedef {{}} Pricing_Rules_Col_ForInputs */
/** @typedef {{}} Pricing_Rules_Col_MarginInputs */
/** @typedef {{}} Pricing_Rules_Col_RuleInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Pricing_Rules_CountInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pricing_Rules_Delete_BodyInputs */
/** @typedef {{}} Pricing_Rules_Delete_ConfirmInputs */
/** @typedef {{}} Pricing_Rules_Delete_FailedInputs */
/** @typedef {{}} Pricing_Rules_Delete_TitleInputs */
/** @typedef {{}} Pricing_Rules_DescriptionInputs */
/** @typedef {{}} Pricing_Rules_EmptyInputs */
/** @typedef {{ level: NonNullable<unknown> }} Pricing_Rules_Level_NoteInputs */
/** @typedef {{}} Pricing_Rules_NewInputs */
/** @typedef {{}} Pricing_Rules_Read_FailedInputs */
/** @typedef {{}} Pricing_Rules_TitleInputs */
/** @typedef {{}} Pricing_Scope_AnyInputs */
/** @typedef {{ id: NonNullable<unknown> }} Pricing_Scope_Deleted_CustomerInputs */
/** @typedef {{}} Pricing_Scope_Every_RateInputs */
/** @typedef {{ terms: NonNullable<unknown>, minimum: NonNullable<unknown> }} Pricing_Terms_At_LeastInputs */
/** @typedef {{}} Pricing_Terms_NothingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_ContainerInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_KgInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Pricing_Terms_Per_ShipmentInputs */
/** @typedef {{}} Pricing_Unknown_An_Unknown_CurrencyInputs */
/** @typedef {{ first: NonNullable<unknown>, second: NonNullable<unknown> }} Pricing_Unknown_Currency_JoinInputs */
/** @typedef {{ rule: NonNullable<unknown>, theirs: NonNullable<unknown> }} Pricing_Unknown_Needs_ExchangeInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Pricing_Unknown_No_Amount_InInputs */
/** @typedef {{}} Pricing_Unknown_No_BuyInputs */
/** @typedef {{}} Pricing_Unknown_No_ContainersInputs */
/** @typedef {{}} Pricing_Unknown_No_WeightInputs */
/** @typedef {{}} Pricing_Unknown_Rule_No_CurrencyInputs */
/** @typedef {{}} Pricing_Unknown_That_CurrencyInputs */
/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown>, count: NonNullable<unknown> }} Pricing_Why_Most_SpecificInputs */
/** @typedef {{}} Pricing_Why_No_RuleInputs */
/** @typedef {{ names: NonNullable<unknown> }} Pricing_Why_OlderInputs */
/** @typedef {{ name: NonNullable<unknown>, level: NonNullable<unknown> }} Pricing_Why_OnlyInputs */
/** @typedef {{ names: NonNullable<unknown> }} Pricing_Why_WrittenInputs */
/** @typedef {{}} Profile_Form_Add_DescriptionInputs */
/** @typedef {{}} Profile_Form_Add_TitleInputs */
/** @typedef {{}} Profile_Form_Api_KeyInputs */
/** @typedef {{}} Profile_Form_Api_SecretInputs */
/** @typedef {{}} Profile_Form_Base_UrlInputs */
/** @typedef {{}} Profile_Form_Base_Url_HintInputs */
/** @typedef {{}} Profile_Form_Base_Url_PlaceholderInputs */
/** @typedef {{}} Profile_Form_Edit_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Form_Edit_TitleInputs */
/** @typedef {{}} Profile_Form_Keep_KeyInputs */
/** @typedef {{}} Profile_Form_Keep_SecretInputs */
/** @typedef {{}} Profile_Form_NameInputs */
/** @typedef {{}} Profile_Form_Name_HintInputs */
/** @typedef {{ typed: NonNullable<unknown>, saved: NonNullable<unknown> }} Profile_Form_New_Server_BodyInputs */
/** @typedef {{}} Profile_Form_New_Server_TitleInputs */
/** @typedef {{}} Profile_Form_Not_SavedInputs */
/** @typedef {{}} Profile_Form_Required_New_ServerInputs */
/** @typedef {{}} Profile_Form_SaveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Form_SavedInputs */
/** @typedef {{}} Profile_Form_Secret_HintInputs */
/** @typedef {{}} Profiles_ActiveInputs */
/** @typedef {{}} Profiles_Base_Url_SaidInputs */
/** @typedef {{}} Profiles_CaptionInputs */
/** @typedef {{}} Profiles_Col_ActionsInputs */
/** @typedef {{}} Profiles_Col_CredentialsInputs */
/** @typedef {{}} Profiles_Col_ProfileInputs */
/** @typedef {{}} Profiles_Demo_CredentialsInputs */
/** @typedef {{}} Profiles_DescriptionInputs */
/** @typedef {{}} Profiles_EditingInputs */
/** @typedef {{}} Profiles_LoadingInputs */
/** @typedef {{}} Profiles_Not_StoredInputs */
/** @typedef {{}} Profiles_Read_FailedInputs */
/** @typedef {{}} Profiles_Remove_BodyInputs */
/** @typedef {{}} Profiles_Remove_Body_ActiveInputs */
/** @typedef {{}} Profiles_Remove_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Remove_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Remove_TitleInputs */
/** @typedef {{}} Profiles_Stored_KeychainInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profiles_Switch_FailedInputs */
/** @typedef {{}} Profiles_TitleInputs */
/** @typedef {{}} Profiles_UseInputs */
/** @typedef {{}} Progress_In_ProgressInputs */
/** @typedef {{}} Quote_PdfInputs */
/** @typedef {{}} RetryInputs */
/** @typedef {{}} Route_BookingInputs */
/** @typedef {{}} Route_Booking_SummaryInputs */
/** @typedef {{}} Route_DocumentsInputs */
/** @typedef {{}} Route_Documents_SummaryInputs */
/** @typedef {{}} Route_LookupsInputs */
/** @typedef {{}} Route_Lookups_SummaryInputs */
/** @typedef {{}} Route_PricingInputs */
/** @typedef {{}} Route_Pricing_SummaryInputs */
/** @typedef {{}} Route_QuotesInputs */
/** @typedef {{}} Route_Quotes_SummaryInputs */
/** @typedef {{}} Route_RatingInputs */
/** @typedef {{}} Route_Rating_SummaryInputs */
/** @typedef {{}} Route_SettingsInputs */
/** @typedef {{}} Route_Settings_SummaryInputs */
/** @typedef {{}} Route_TariffsInputs */
/** @typedef {{}} Route_Tariffs_SummaryInputs */
/** @typedef {{}} Route_TodayInputs */
/** @typedef {{}} Route_Today_SummaryInputs */
/** @typedef {{}} Route_TrackingInputs */
/** @typedef {{}} Route_Tracking_SummaryInputs */
/** @typedef {{}} SaveInputs */
/** @typedef {{}} Saved_DoneInputs */
/** @typedef {{}} Session_ConnectedInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Session_In_MinutesInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Session_In_SecondsInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Last_AnswerInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Last_WorkedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Session_Next_TryInputs */
/** @typedef {{}} Session_No_Answer_YetInputs */
/** @typedef {{}} Session_No_ReasonInputs */
/** @typedef {{}} Session_RefusedInputs */
/** @typedef {{}} Session_Refused_ReasonInputs */
/** @typedef {{}} Session_Sign_InInputs */
/** @typedef {{}} Session_Sign_In_FailedInputs */
/** @typedef {{}} Session_Sign_OutInputs */
/** @typedef {{}} Session_Signed_OutInputs */
/** @typedef {{}} Session_Signing_InInputs */
/** @typedef {{}} Session_Trying_NowInputs */
/** @typedef {{}} Session_UnreachableInputs */
/** @typedef {{}} Session_Unreachable_ReasonInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Set_Aside_BodyInputs */
/** @typedef {{}} Set_Aside_CopyInputs */
/** @typedef {{}} Set_Aside_How_BackInputs */
/** @typedef {{}} Set_Aside_TitleInputs */
/** @typedef {{}} Settings_File_Unreadable_BodyInputs */
/** @typedef {{}} Settings_File_Unreadable_TitleInputs */
/** @typedef {{}} Store_Cannot_Save_BodyInputs */
/** @typedef {{}} Store_Cannot_Save_TitleInputs */
/** @typedef {{ what: NonNullable<unknown> }} Store_CopiedInputs */
/** @typedef {{}} Store_Damaged_File_KeptInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Store_Disk_FullInputs */
/** @typedef {{}} Store_File_PathInputs */
/** @typedef {{}} Store_Not_RebuiltInputs */
/** @typedef {{}} Store_Nothing_LostInputs */
/** @typedef {{}} Store_Nothing_ReadableInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Store_Read_OnlyInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Store_Set_Aside_BodyInputs */
/** @typedef {{}} Store_Set_Aside_TitleInputs */
/** @typedef {{}} SurchargesInputs */
/** @typedef {{}} Sync_CancelInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Checking_CountInputs */
/** @typedef {{}} Sync_Checking_ListInputs */
/** @typedef {{}} Sync_DescriptionInputs */
/** @typedef {{}} Sync_FetchingInputs */
/** @typedef {{}} Sync_Kept_BeforeInputs */
/** @typedef {{ when: NonNullable<unknown> }} Sync_Last_CancelledInputs */
/** @typedef {{ when: NonNullable<unknown>, message: NonNullable<unknown> }} Sync_Last_FailedInputs */
/** @typedef {{}} Sync_MinutesInputs */
/** @typedef {{}} Sync_NeverInputs */
/** @typedef {{}} Sync_Nothing_StoredInputs */
/** @typedef {{}} Sync_NowInputs */
/** @typedef {{}} Sync_Progress_LabelInputs */
/** @typedef {{}} Sync_Read_FailedInputs */
/** @typedef {{}} Sync_Save_FailedInputs */
/** @typedef {{}} Sync_Settings_LabelInputs */
/** @typedef {{}} Sync_State_UnknownInputs */
/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Stored_CountInputs */
/** @typedef {{ count: NonNullable<unknown>, done: NonNullable<unknown>, shown: NonNullable<unknown> }} Sync_Stored_OfInputs */
/** @typedef {{ when: NonNullable<unknown> }} Sync_SyncedInputs */
/** @typedef {{}} Sync_SyncingInputs */
/** @typedef {{}} Sync_TitleInputs */
/** @typedef {{ message: NonNullable<unknown> }} Sync_UnreachableInputs */
/** @typedef {{}} Timeline_NewInputs */
/** @typedef {{}} Timeline_Time_Not_GivenInputs */
/** @typedef {{}} Topbar_Go_ToInputs */
/** @typedef {{}} Tracking_Col_AgencyInputs */
/** @typedef {{}} Tracking_Col_CodeInputs */
/** @typedef {{}} Tracking_Col_DeliveryInputs */
/** @typedef {{}} Tracking_Col_Free_TimeInputs */
/** @typedef {{}} Tracking_Col_PickupInputs */
/** @typedef {{}} Tracking_Col_PriceInputs */
/** @typedef {{}} Tracking_Col_RouteInputs */
/** @typedef {{}} Tracking_Col_StatusInputs */
/** @typedef {{}} Try_AgainInputs */
/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_DecimalInputs */
/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Typed_Number_WholeInputs */
import * as __en from "./en.js"
import * as __es from "./es.js"
import * as __en_xa2 from "./en-XA.js"
/**
* | output |
* | --- |
* | "Freight Desk" |
*
* @param {App_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_name = /** @type {((inputs?: App_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.app_name(inputs)
	if (locale === "en-XA") return __en_xa2.app_name(inputs)
	return __en.app_name(inputs)
});
/**
* | output |
* | --- |
* | "Opening {screen}…" |
*
* @param {App_OpeningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_opening = /** @type {((inputs: App_OpeningInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_OpeningInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.app_opening(inputs)
	if (locale === "en-XA") return __en_xa2.app_opening(inputs)
	return __en.app_opening(inputs)
});
/**
* | output |
* | --- |
* | "Part of Freight Desk failed to load. Restart the app; if it keeps happening, reinstall it." |
*
* @param {App_Part_Failed_To_LoadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_part_failed_to_load = /** @type {((inputs?: App_Part_Failed_To_LoadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Part_Failed_To_LoadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.app_part_failed_to_load(inputs)
	if (locale === "en-XA") return __en_xa2.app_part_failed_to_load(inputs)
	return __en.app_part_failed_to_load(inputs)
});
/**
* | output |
* | --- |
* | "{screen} could not show what it received" |
*
* @param {App_Screen_Draw_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_draw_failed = /** @type {((inputs: App_Screen_Draw_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Screen_Draw_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.app_screen_draw_failed(inputs)
	if (locale === "en-XA") return __en_xa2.app_screen_draw_failed(inputs)
	return __en.app_screen_draw_failed(inputs)
});
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
	if (locale === "es") return __es.app_screen_failed_drawing(inputs)
	if (locale === "en-XA") return __en_xa2.app_screen_failed_drawing(inputs)
	return __en.app_screen_failed_drawing(inputs)
});
/**
* | output |
* | --- |
* | "{screen} could not be opened" |
*
* @param {App_Screen_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_open_failed = /** @type {((inputs: App_Screen_Open_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Screen_Open_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.app_screen_open_failed(inputs)
	if (locale === "en-XA") return __en_xa2.app_screen_open_failed(inputs)
	return __en.app_screen_open_failed(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {App_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_skip_to_content = /** @type {((inputs?: App_Skip_To_ContentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Skip_To_ContentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.app_skip_to_content(inputs)
	if (locale === "en-XA") return __en_xa2.app_skip_to_content(inputs)
	return __en.app_skip_to_content(inputs)
});
/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Appearance_DarkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_dark = /** @type {((inputs?: Appearance_DarkInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_DarkInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_dark(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_dark(inputs)
	return __en.appearance_dark(inputs)
});
/**
* | output |
* | --- |
* | "How Freight Desk looks and speaks on this computer." |
*
* @param {Appearance_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_description = /** @type {((inputs?: Appearance_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_description(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_description(inputs)
	return __en.appearance_description(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Appearance_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language = /** @type {((inputs?: Appearance_LanguageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_LanguageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_language(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_language(inputs)
	return __en.appearance_language(inputs)
});
/**
* | output |
* | --- |
* | "System follows the language of your operating system: Spanish for any Spanish, English otherwise. Dates, numbers and amounts follow it." |
*
* @param {Appearance_Language_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language_hint = /** @type {((inputs?: Appearance_Language_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Language_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_language_hint(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_language_hint(inputs)
	return __en.appearance_language_hint(inputs)
});
/**
* | output |
* | --- |
* | "Could not save the language" |
*
* @param {Appearance_Language_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language_save_failed = /** @type {((inputs?: Appearance_Language_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Language_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_language_save_failed(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_language_save_failed(inputs)
	return __en.appearance_language_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "Light" |
*
* @param {Appearance_LightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_light = /** @type {((inputs?: Appearance_LightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_LightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_light(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_light(inputs)
	return __en.appearance_light(inputs)
});
/**
* | output |
* | --- |
* | "Could not read the appearance settings" |
*
* @param {Appearance_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_read_failed = /** @type {((inputs?: Appearance_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_read_failed(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_read_failed(inputs)
	return __en.appearance_read_failed(inputs)
});
/**
* | output |
* | --- |
* | "System" |
*
* @param {Appearance_SystemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_system = /** @type {((inputs?: Appearance_SystemInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_SystemInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_system(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_system(inputs)
	return __en.appearance_system(inputs)
});
/**
* | output |
* | --- |
* | "Theme" |
*
* @param {Appearance_ThemeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme = /** @type {((inputs?: Appearance_ThemeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_ThemeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_theme(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_theme(inputs)
	return __en.appearance_theme(inputs)
});
/**
* | output |
* | --- |
* | "System follows the light or dark setting of your operating system." |
*
* @param {Appearance_Theme_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme_hint = /** @type {((inputs?: Appearance_Theme_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Theme_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_theme_hint(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_theme_hint(inputs)
	return __en.appearance_theme_hint(inputs)
});
/**
* | output |
* | --- |
* | "Could not save the theme" |
*
* @param {Appearance_Theme_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme_save_failed = /** @type {((inputs?: Appearance_Theme_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Theme_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_theme_save_failed(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_theme_save_failed(inputs)
	return __en.appearance_theme_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "Appearance" |
*
* @param {Appearance_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_title = /** @type {((inputs?: Appearance_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.appearance_title(inputs)
	if (locale === "en-XA") return __en_xa2.appearance_title(inputs)
	return __en.appearance_title(inputs)
});
/**
* | output |
* | --- |
* | "As of" |
*
* @param {As_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of = /** @type {((inputs?: As_OfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<As_OfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.as_of(inputs)
	if (locale === "en-XA") return __en_xa2.as_of(inputs)
	return __en.as_of(inputs)
});
/**
* | output |
* | --- |
* | "Not fetched yet" |
*
* @param {As_Of_Not_FetchedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of_not_fetched = /** @type {((inputs?: As_Of_Not_FetchedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<As_Of_Not_FetchedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.as_of_not_fetched(inputs)
	if (locale === "en-XA") return __en_xa2.as_of_not_fetched(inputs)
	return __en.as_of_not_fetched(inputs)
});
/**
* | output |
* | --- |
* | "Saved copy as of" |
*
* @param {As_Of_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of_saved = /** @type {((inputs?: As_Of_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<As_Of_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.as_of_saved(inputs)
	if (locale === "en-XA") return __en_xa2.as_of_saved(inputs)
	return __en.as_of_saved(inputs)
});
/**
* | output |
* | --- |
* | "No {noun} found for “{searched}”. Check the spelling or try another name or code." |
*
* @param {Autocomplete_None_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_none_found = /** @type {((inputs: Autocomplete_None_FoundInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_None_FoundInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.autocomplete_none_found(inputs)
	if (locale === "en-XA") return __en_xa2.autocomplete_none_found(inputs)
	return __en.autocomplete_none_found(inputs)
});
/**
* | output |
* | --- |
* | "Saved answer from an earlier search:" |
*
* @param {Autocomplete_Saved_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_saved_answer = /** @type {((inputs?: Autocomplete_Saved_AnswerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_Saved_AnswerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.autocomplete_saved_answer(inputs)
	if (locale === "en-XA") return __en_xa2.autocomplete_saved_answer(inputs)
	return __en.autocomplete_saved_answer(inputs)
});
/**
* | output |
* | --- |
* | "Searching for “{searched}”…" |
*
* @param {Autocomplete_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_searching = /** @type {((inputs: Autocomplete_SearchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_SearchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.autocomplete_searching(inputs)
	if (locale === "en-XA") return __en_xa2.autocomplete_searching(inputs)
	return __en.autocomplete_searching(inputs)
});
/**
* | output |
* | --- |
* | "Suggestions" |
*
* @param {Autocomplete_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_suggestions = /** @type {((inputs?: Autocomplete_SuggestionsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_SuggestionsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.autocomplete_suggestions(inputs)
	if (locale === "en-XA") return __en_xa2.autocomplete_suggestions(inputs)
	return __en.autocomplete_suggestions(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Basket_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const basket_remove = /** @type {((inputs?: Basket_RemoveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Basket_RemoveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.basket_remove(inputs)
	if (locale === "en-XA") return __en_xa2.basket_remove(inputs)
	return __en.basket_remove(inputs)
});
/**
* | output |
* | --- |
* | "Remove {file}" |
*
* @param {Basket_Remove_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const basket_remove_file = /** @type {((inputs: Basket_Remove_FileInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Basket_Remove_FileInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.basket_remove_file(inputs)
	if (locale === "en-XA") return __en_xa2.basket_remove_file(inputs)
	return __en.basket_remove_file(inputs)
});
/**
* | output |
* | --- |
* | "Add cargo line" |
*
* @param {Booking_Cargo_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_add = /** @type {((inputs?: Booking_Cargo_AddInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cargo_AddInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_cargo_add(inputs)
	if (locale === "en-XA") return __en_xa2.booking_cargo_add(inputs)
	return __en.booking_cargo_add(inputs)
});
/**
* | output |
* | --- |
* | "Add cargo line of container {container}" |
*
* @param {Booking_Cargo_Add_Of_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_add_of_container = /** @type {((inputs: Booking_Cargo_Add_Of_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cargo_Add_Of_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_cargo_add_of_container(inputs)
	if (locale === "en-XA") return __en_xa2.booking_cargo_add_of_container(inputs)
	return __en.booking_cargo_add_of_container(inputs)
});
/**
* | output |
* | --- |
* | "Cargo line {line}" |
*
* @param {Booking_Cargo_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_line = /** @type {((inputs: Booking_Cargo_LineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cargo_LineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_cargo_line(inputs)
	if (locale === "en-XA") return __en_xa2.booking_cargo_line(inputs)
	return __en.booking_cargo_line(inputs)
});
/**
* | output |
* | --- |
* | "of container {container}" |
*
* @param {Booking_Cargo_Of_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_of_container = /** @type {((inputs: Booking_Cargo_Of_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cargo_Of_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_cargo_of_container(inputs)
	if (locale === "en-XA") return __en_xa2.booking_cargo_of_container(inputs)
	return __en.booking_cargo_of_container(inputs)
});
/**
* | output |
* | --- |
* | "Remove cargo line {line}" |
*
* @param {Booking_Cargo_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_remove = /** @type {((inputs: Booking_Cargo_RemoveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cargo_RemoveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_cargo_remove(inputs)
	if (locale === "en-XA") return __en_xa2.booking_cargo_remove(inputs)
	return __en.booking_cargo_remove(inputs)
});
/**
* | output |
* | --- |
* | "Remove cargo line {line} of container {container}" |
*
* @param {Booking_Cargo_Remove_Of_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_remove_of_container = /** @type {((inputs: Booking_Cargo_Remove_Of_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Cargo_Remove_Of_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_cargo_remove_of_container(inputs)
	if (locale === "en-XA") return __en_xa2.booking_cargo_remove_of_container(inputs)
	return __en.booking_cargo_remove_of_container(inputs)
});
/**
* | output |
* | --- |
* | "Mode" |
*
* @param {Booking_Col_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_col_mode = /** @type {((inputs?: Booking_Col_ModeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Col_ModeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_col_mode(inputs)
	if (locale === "en-XA") return __en_xa2.booking_col_mode(inputs)
	return __en.booking_col_mode(inputs)
});
/**
* | output |
* | --- |
* | "Container {container}" |
*
* @param {Booking_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_container = /** @type {((inputs: Booking_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_container(inputs)
	if (locale === "en-XA") return __en_xa2.booking_container(inputs)
	return __en.booking_container(inputs)
});
/**
* | output |
* | --- |
* | "Add container" |
*
* @param {Booking_Container_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_container_add = /** @type {((inputs?: Booking_Container_AddInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Container_AddInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_container_add(inputs)
	if (locale === "en-XA") return __en_xa2.booking_container_add(inputs)
	return __en.booking_container_add(inputs)
});
/**
* | output |
* | --- |
* | "Container {container}, cargo line {line}" |
*
* @param {Booking_Container_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_container_line = /** @type {((inputs: Booking_Container_LineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Container_LineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_container_line(inputs)
	if (locale === "en-XA") return __en_xa2.booking_container_line(inputs)
	return __en.booking_container_line(inputs)
});
/**
* | output |
* | --- |
* | "Remove container {container}" |
*
* @param {Booking_Container_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_container_remove = /** @type {((inputs: Booking_Container_RemoveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Container_RemoveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_container_remove(inputs)
	if (locale === "en-XA") return __en_xa2.booking_container_remove(inputs)
	return __en.booking_container_remove(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "the booking describes one." |
* | * | "the booking describes {shown}." |
*
* @param {Booking_Containers_Booking_DescribesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_containers_booking_describes = /** @type {((inputs: Booking_Containers_Booking_DescribesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Containers_Booking_DescribesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_containers_booking_describes(inputs)
	if (locale === "en-XA") return __en_xa2.booking_containers_booking_describes(inputs)
	return __en.booking_containers_booking_describes(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The quote is for one container;" |
* | * | "The quote is for {shown} containers;" |
*
* @param {Booking_Containers_Quote_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_containers_quote_for = /** @type {((inputs: Booking_Containers_Quote_ForInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Containers_Quote_ForInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_containers_quote_for(inputs)
	if (locale === "en-XA") return __en_xa2.booking_containers_quote_for(inputs)
	return __en.booking_containers_quote_for(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} form filled in on this desk and not booked yet, the latest first" |
* | * | "{shown} forms filled in on this desk and not booked yet, the latest first" |
*
* @param {Booking_Drafts_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_description = /** @type {((inputs: Booking_Drafts_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_drafts_description(inputs)
	if (locale === "en-XA") return __en_xa2.booking_drafts_description(inputs)
	return __en.booking_drafts_description(inputs)
});
/**
* | output |
* | --- |
* | "kept" |
*
* @param {Booking_Drafts_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_kept = /** @type {((inputs?: Booking_Drafts_KeptInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_KeptInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_drafts_kept(inputs)
	if (locale === "en-XA") return __en_xa2.booking_drafts_kept(inputs)
	return __en.booking_drafts_kept(inputs)
});
/**
* | output |
* | --- |
* | "carrier not given" |
*
* @param {Booking_Drafts_No_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_no_carrier = /** @type {((inputs?: Booking_Drafts_No_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_No_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_drafts_no_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.booking_drafts_no_carrier(inputs)
	return __en.booking_drafts_no_carrier(inputs)
});
/**
* | output |
* | --- |
* | "No contact typed yet" |
*
* @param {Booking_Drafts_No_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_no_contact = /** @type {((inputs?: Booking_Drafts_No_ContactInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_No_ContactInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_drafts_no_contact(inputs)
	if (locale === "en-XA") return __en_xa2.booking_drafts_no_contact(inputs)
	return __en.booking_drafts_no_contact(inputs)
});
/**
* | output |
* | --- |
* | "its quote is no longer among the saved quotes" |
*
* @param {Booking_Drafts_Quote_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_quote_gone = /** @type {((inputs?: Booking_Drafts_Quote_GoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_Quote_GoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_drafts_quote_gone(inputs)
	if (locale === "en-XA") return __en_xa2.booking_drafts_quote_gone(inputs)
	return __en.booking_drafts_quote_gone(inputs)
});
/**
* | output |
* | --- |
* | "Could not read the bookings in progress" |
*
* @param {Booking_Drafts_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_read_failed = /** @type {((inputs?: Booking_Drafts_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_drafts_read_failed(inputs)
	if (locale === "en-XA") return __en_xa2.booking_drafts_read_failed(inputs)
	return __en.booking_drafts_read_failed(inputs)
});
/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Booking_Drafts_ResumeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_resume = /** @type {((inputs?: Booking_Drafts_ResumeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_ResumeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_drafts_resume(inputs)
	if (locale === "en-XA") return __en_xa2.booking_drafts_resume(inputs)
	return __en.booking_drafts_resume(inputs)
});
/**
* | output |
* | --- |
* | "saved quote" |
*
* @param {Booking_Drafts_Saved_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_saved_quote = /** @type {((inputs?: Booking_Drafts_Saved_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_Saved_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_drafts_saved_quote(inputs)
	if (locale === "en-XA") return __en_xa2.booking_drafts_saved_quote(inputs)
	return __en.booking_drafts_saved_quote(inputs)
});
/**
* | output |
* | --- |
* | "the {mode} booking" |
*
* @param {Booking_Drafts_The_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_the_booking = /** @type {((inputs: Booking_Drafts_The_BookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_The_BookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_drafts_the_booking(inputs)
	if (locale === "en-XA") return __en_xa2.booking_drafts_the_booking(inputs)
	return __en.booking_drafts_the_booking(inputs)
});
/**
* | output |
* | --- |
* | "the {mode} form" |
*
* @param {Booking_Drafts_The_FormInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_the_form = /** @type {((inputs: Booking_Drafts_The_FormInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_The_FormInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_drafts_the_form(inputs)
	if (locale === "en-XA") return __en_xa2.booking_drafts_the_form(inputs)
	return __en.booking_drafts_the_form(inputs)
});
/**
* | output |
* | --- |
* | "Bookings in progress" |
*
* @param {Booking_Drafts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_title = /** @type {((inputs?: Booking_Drafts_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Drafts_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_drafts_title(inputs)
	if (locale === "en-XA") return __en_xa2.booking_drafts_title(inputs)
	return __en.booking_drafts_title(inputs)
});
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Booking_Field_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_address = /** @type {((inputs?: Booking_Field_AddressInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_AddressInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_address(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_address(inputs)
	return __en.booking_field_address(inputs)
});
/**
* | output |
* | --- |
* | "Street, postal code and city." |
*
* @param {Booking_Field_Address_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_address_hint = /** @type {((inputs?: Booking_Field_Address_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Address_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_address_hint(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_address_hint(inputs)
	return __en.booking_field_address_hint(inputs)
});
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Booking_Field_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_company = /** @type {((inputs?: Booking_Field_CompanyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_CompanyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_company(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_company(inputs)
	return __en.booking_field_company(inputs)
});
/**
* | output |
* | --- |
* | "Contact person" |
*
* @param {Booking_Field_Contact_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_contact_person = /** @type {((inputs?: Booking_Field_Contact_PersonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Contact_PersonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_contact_person(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_contact_person(inputs)
	return __en.booking_field_contact_person(inputs)
});
/**
* | output |
* | --- |
* | "Delivery notes" |
*
* @param {Booking_Field_Delivery_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_delivery_notes = /** @type {((inputs?: Booking_Field_Delivery_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Delivery_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_delivery_notes(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_delivery_notes(inputs)
	return __en.booking_field_delivery_notes(inputs)
});
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Booking_Field_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_description = /** @type {((inputs?: Booking_Field_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_description(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_description(inputs)
	return __en.booking_field_description(inputs)
});
/**
* | output |
* | --- |
* | "EDI type" |
*
* @param {Booking_Field_Edi_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_edi_type = /** @type {((inputs?: Booking_Field_Edi_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Edi_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_edi_type(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_edi_type(inputs)
	return __en.booking_field_edi_type(inputs)
});
/**
* | output |
* | --- |
* | "e.g. 204" |
*
* @param {Booking_Field_Edi_Type_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_edi_type_placeholder = /** @type {((inputs?: Booking_Field_Edi_Type_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Edi_Type_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_edi_type_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_edi_type_placeholder(inputs)
	return __en.booking_field_edi_type_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Booking_Field_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_email = /** @type {((inputs?: Booking_Field_EmailInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_EmailInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_email(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_email(inputs)
	return __en.booking_field_email(inputs)
});
/**
* | output |
* | --- |
* | "HS code" |
*
* @param {Booking_Field_Hs_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_hs_code = /** @type {((inputs?: Booking_Field_Hs_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Hs_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_hs_code(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_hs_code(inputs)
	return __en.booking_field_hs_code(inputs)
});
/**
* | output |
* | --- |
* | "e.g. 8401.10" |
*
* @param {Booking_Field_Hs_Code_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_hs_code_placeholder = /** @type {((inputs?: Booking_Field_Hs_Code_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Hs_Code_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_hs_code_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_hs_code_placeholder(inputs)
	return __en.booking_field_hs_code_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Incoterm" |
*
* @param {Booking_Field_IncotermInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_incoterm = /** @type {((inputs?: Booking_Field_IncotermInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_IncotermInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_incoterm(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_incoterm(inputs)
	return __en.booking_field_incoterm(inputs)
});
/**
* | output |
* | --- |
* | "Incoterms 2020." |
*
* @param {Booking_Field_Incoterm_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_incoterm_hint = /** @type {((inputs?: Booking_Field_Incoterm_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Incoterm_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_incoterm_hint(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_incoterm_hint(inputs)
	return __en.booking_field_incoterm_hint(inputs)
});
/**
* | output |
* | --- |
* | "Optional." |
*
* @param {Booking_Field_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_optional = /** @type {((inputs?: Booking_Field_OptionalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_OptionalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_optional(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_optional(inputs)
	return __en.booking_field_optional(inputs)
});
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Booking_Field_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_phone = /** @type {((inputs?: Booking_Field_PhoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_PhoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_phone(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_phone(inputs)
	return __en.booking_field_phone(inputs)
});
/**
* | output |
* | --- |
* | "Phone prefix" |
*
* @param {Booking_Field_Phone_PrefixInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_phone_prefix = /** @type {((inputs?: Booking_Field_Phone_PrefixInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Phone_PrefixInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_phone_prefix(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_phone_prefix(inputs)
	return __en.booking_field_phone_prefix(inputs)
});
/**
* | output |
* | --- |
* | "Without the +, e.g. 34." |
*
* @param {Booking_Field_Phone_Prefix_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_phone_prefix_hint = /** @type {((inputs?: Booking_Field_Phone_Prefix_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Phone_Prefix_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_phone_prefix_hint(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_phone_prefix_hint(inputs)
	return __en.booking_field_phone_prefix_hint(inputs)
});
/**
* | output |
* | --- |
* | "Pickup from" |
*
* @param {Booking_Field_Pickup_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_pickup_from = /** @type {((inputs?: Booking_Field_Pickup_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Pickup_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_pickup_from(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_pickup_from(inputs)
	return __en.booking_field_pickup_from(inputs)
});
/**
* | output |
* | --- |
* | "Pickup notes" |
*
* @param {Booking_Field_Pickup_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_pickup_notes = /** @type {((inputs?: Booking_Field_Pickup_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Pickup_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_pickup_notes(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_pickup_notes(inputs)
	return __en.booking_field_pickup_notes(inputs)
});
/**
* | output |
* | --- |
* | "Dock, opening hours, who to ask for." |
*
* @param {Booking_Field_Pickup_Notes_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_pickup_notes_hint = /** @type {((inputs?: Booking_Field_Pickup_Notes_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Pickup_Notes_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_pickup_notes_hint(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_pickup_notes_hint(inputs)
	return __en.booking_field_pickup_notes_hint(inputs)
});
/**
* | output |
* | --- |
* | "Pickup until" |
*
* @param {Booking_Field_Pickup_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_pickup_until = /** @type {((inputs?: Booking_Field_Pickup_UntilInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Pickup_UntilInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_pickup_until(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_pickup_until(inputs)
	return __en.booking_field_pickup_until(inputs)
});
/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {Booking_Field_QuantityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_quantity = /** @type {((inputs?: Booking_Field_QuantityInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_QuantityInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_quantity(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_quantity(inputs)
	return __en.booking_field_quantity(inputs)
});
/**
* | output |
* | --- |
* | "Track this shipment" |
*
* @param {Booking_Field_TrackInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_track = /** @type {((inputs?: Booking_Field_TrackInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_TrackInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_track(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_track(inputs)
	return __en.booking_field_track(inputs)
});
/**
* | output |
* | --- |
* | "Tracking messages from the carrier as the shipment moves." |
*
* @param {Booking_Field_Track_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_track_hint = /** @type {((inputs?: Booking_Field_Track_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_Track_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_track_hint(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_track_hint(inputs)
	return __en.booking_field_track_hint(inputs)
});
/**
* | output |
* | --- |
* | "Volume" |
*
* @param {Booking_Field_VolumeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_volume = /** @type {((inputs?: Booking_Field_VolumeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_VolumeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_volume(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_volume(inputs)
	return __en.booking_field_volume(inputs)
});
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Booking_Field_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_weight = /** @type {((inputs?: Booking_Field_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Field_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_field_weight(inputs)
	if (locale === "en-XA") return __en_xa2.booking_field_weight(inputs)
	return __en.booking_field_weight(inputs)
});
/**
* | output |
* | --- |
* | "before booking it again." |
*
* @param {Booking_Flow_Before_Booking_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_before_booking_again = /** @type {((inputs?: Booking_Flow_Before_Booking_AgainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Before_Booking_AgainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_before_booking_again(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_before_booking_again(inputs)
	return __en.booking_flow_before_booking_again(inputs)
});
/**
* | output |
* | --- |
* | "and book a current quote." |
*
* @param {Booking_Flow_Book_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_book_current = /** @type {((inputs?: Booking_Flow_Book_CurrentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Book_CurrentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_book_current(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_book_current(inputs)
	return __en.booking_flow_book_current(inputs)
});
/**
* | output |
* | --- |
* | "Booked." |
*
* @param {Booking_Flow_BookedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_booked = /** @type {((inputs?: Booking_Flow_BookedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_BookedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_booked(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_booked(inputs)
	return __en.booking_flow_booked(inputs)
});
/**
* | output |
* | --- |
* | "Booked: shipment {code}." |
*
* @param {Booking_Flow_Booked_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_booked_shipment = /** @type {((inputs: Booking_Flow_Booked_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Booked_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_booked_shipment(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_booked_shipment(inputs)
	return __en.booking_flow_booked_shipment(inputs)
});
/**
* | output |
* | --- |
* | "Check Tracking" |
*
* @param {Booking_Flow_Check_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_check_tracking = /** @type {((inputs?: Booking_Flow_Check_TrackingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Check_TrackingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_check_tracking(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_check_tracking(inputs)
	return __en.booking_flow_check_tracking(inputs)
});
/**
* | output |
* | --- |
* | "Check Tracking for {agency} shipments" |
*
* @param {Booking_Flow_Check_Tracking_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_check_tracking_for = /** @type {((inputs: Booking_Flow_Check_Tracking_ForInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Check_Tracking_ForInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_check_tracking_for(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_check_tracking_for(inputs)
	return __en.booking_flow_check_tracking_for(inputs)
});
/**
* | output |
* | --- |
* | "An earlier attempt to book this quote ended with an unknown outcome." |
*
* @param {Booking_Flow_Earlier_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_earlier_unknown = /** @type {((inputs?: Booking_Flow_Earlier_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Earlier_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_earlier_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_earlier_unknown(inputs)
	return __en.booking_flow_earlier_unknown(inputs)
});
/**
* | output |
* | --- |
* | "This quote expired on {date}; it cannot be booked." |
*
* @param {Booking_Flow_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_expired = /** @type {((inputs: Booking_Flow_ExpiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_ExpiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_expired(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_expired(inputs)
	return __en.booking_flow_expired(inputs)
});
/**
* | output |
* | --- |
* | "The booking was not made" |
*
* @param {Booking_Flow_Not_MadeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_not_made = /** @type {((inputs?: Booking_Flow_Not_MadeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Not_MadeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_not_made(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_not_made(inputs)
	return __en.booking_flow_not_made(inputs)
});
/**
* | output |
* | --- |
* | "Filled in from the rating: {filled}. Check them and add what the rating did not ask." |
*
* @param {Booking_Flow_PrefilledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_prefilled = /** @type {((inputs: Booking_Flow_PrefilledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_PrefilledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_prefilled(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_prefilled(inputs)
	return __en.booking_flow_prefilled(inputs)
});
/**
* | output |
* | --- |
* | "The carrier’s price is no longer guaranteed:" |
*
* @param {Booking_Flow_Price_Not_GuaranteedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_price_not_guaranteed = /** @type {((inputs?: Booking_Flow_Price_Not_GuaranteedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Price_Not_GuaranteedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_price_not_guaranteed(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_price_not_guaranteed(inputs)
	return __en.booking_flow_price_not_guaranteed(inputs)
});
/**
* | output |
* | --- |
* | "rate the shipment again" |
*
* @param {Booking_Flow_Rate_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_rate_again = /** @type {((inputs?: Booking_Flow_Rate_AgainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Rate_AgainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_rate_again(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_rate_again(inputs)
	return __en.booking_flow_rate_again(inputs)
});
/**
* | output |
* | --- |
* | "Sending the booking…" |
*
* @param {Booking_Flow_SendingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_sending = /** @type {((inputs?: Booking_Flow_SendingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_SendingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_sending(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_sending(inputs)
	return __en.booking_flow_sending(inputs)
});
/**
* | output |
* | --- |
* | "Check Tracking first: if a new shipment is listed there, the booking went through. Only if it is not there, come back and book again." |
*
* @param {Booking_Flow_Unknown_CheckInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_check = /** @type {((inputs?: Booking_Flow_Unknown_CheckInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Unknown_CheckInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_unknown_check(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_unknown_check(inputs)
	return __en.booking_flow_unknown_check(inputs)
});
/**
* | output |
* | --- |
* | "Check Tracking first: if a new shipment with {agency} is listed there, the booking went through. Only if it is not there, come back and book again." |
*
* @param {Booking_Flow_Unknown_Check_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_check_with = /** @type {((inputs: Booking_Flow_Unknown_Check_WithInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Unknown_Check_WithInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_unknown_check_with(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_unknown_check_with(inputs)
	return __en.booking_flow_unknown_check_with(inputs)
});
/**
* | output |
* | --- |
* | "Do not book this quote again yet." |
*
* @param {Booking_Flow_Unknown_Do_Not_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_do_not_book = /** @type {((inputs?: Booking_Flow_Unknown_Do_Not_BookInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Unknown_Do_Not_BookInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_unknown_do_not_book(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_unknown_do_not_book(inputs)
	return __en.booking_flow_unknown_do_not_book(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk sent the booking, but what came back (or did not) does not say whether the service booked the shipment." |
*
* @param {Booking_Flow_Unknown_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_sent = /** @type {((inputs?: Booking_Flow_Unknown_SentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Unknown_SentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_unknown_sent(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_unknown_sent(inputs)
	return __en.booking_flow_unknown_sent(inputs)
});
/**
* | output |
* | --- |
* | "the booking may or may not have been made" |
*
* @param {Booking_Flow_Unknown_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_what = /** @type {((inputs?: Booking_Flow_Unknown_WhatInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Flow_Unknown_WhatInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_flow_unknown_what(inputs)
	if (locale === "en-XA") return __en_xa2.booking_flow_unknown_what(inputs)
	return __en.booking_flow_unknown_what(inputs)
});
/**
* | output |
* | --- |
* | "Choose an incoterm" |
*
* @param {Booking_Form_Choose_IncotermInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_choose_incoterm = /** @type {((inputs?: Booking_Form_Choose_IncotermInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Choose_IncotermInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_form_choose_incoterm(inputs)
	if (locale === "en-XA") return __en_xa2.booking_form_choose_incoterm(inputs)
	return __en.booking_form_choose_incoterm(inputs)
});
/**
* | output |
* | --- |
* | "Choose a time" |
*
* @param {Booking_Form_Choose_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_choose_time = /** @type {((inputs?: Booking_Form_Choose_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Choose_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_form_choose_time(inputs)
	if (locale === "en-XA") return __en_xa2.booking_form_choose_time(inputs)
	return __en.booking_form_choose_time(inputs)
});
/**
* | output |
* | --- |
* | "Booking details" |
*
* @param {Booking_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_label = /** @type {((inputs?: Booking_Form_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_form_label(inputs)
	if (locale === "en-XA") return __en_xa2.booking_form_label(inputs)
	return __en.booking_form_label(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The carrier needs a window of at least {shown} minute." |
* | * | "The carrier needs a window of at least {shown} minutes." |
*
* @param {Booking_Form_Min_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_min_window = /** @type {((inputs: Booking_Form_Min_WindowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Min_WindowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_form_min_window(inputs)
	if (locale === "en-XA") return __en_xa2.booking_form_min_window(inputs)
	return __en.booking_form_min_window(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "One field needs attention before the booking can be reviewed." |
* | * | "{shown} fields need attention before the booking can be reviewed." |
*
* @param {Booking_Form_Need_AttentionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_need_attention = /** @type {((inputs: Booking_Form_Need_AttentionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Need_AttentionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_form_need_attention(inputs)
	if (locale === "en-XA") return __en_xa2.booking_form_need_attention(inputs)
	return __en.booking_form_need_attention(inputs)
});
/**
* | output |
* | --- |
* | "Next: check everything once more, then book." |
*
* @param {Booking_Form_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_next = /** @type {((inputs?: Booking_Form_NextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_NextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_form_next(inputs)
	if (locale === "en-XA") return __en_xa2.booking_form_next(inputs)
	return __en.booking_form_next(inputs)
});
/**
* | output |
* | --- |
* | "None" |
*
* @param {Booking_Form_No_IncotermInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_no_incoterm = /** @type {((inputs?: Booking_Form_No_IncotermInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_No_IncotermInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_form_no_incoterm(inputs)
	if (locale === "en-XA") return __en_xa2.booking_form_no_incoterm(inputs)
	return __en.booking_form_no_incoterm(inputs)
});
/**
* | output |
* | --- |
* | "Review booking" |
*
* @param {Booking_Form_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_review = /** @type {((inputs?: Booking_Form_ReviewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_ReviewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_form_review(inputs)
	if (locale === "en-XA") return __en_xa2.booking_form_review(inputs)
	return __en.booking_form_review(inputs)
});
/**
* | output |
* | --- |
* | "Loading the pickup times the carrier offers…" |
*
* @param {Booking_Form_Times_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_loading = /** @type {((inputs?: Booking_Form_Times_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Times_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_form_times_loading(inputs)
	if (locale === "en-XA") return __en_xa2.booking_form_times_loading(inputs)
	return __en.booking_form_times_loading(inputs)
});
/**
* | output |
* | --- |
* | "The carrier offered no pickup times: type them as hh:mm (24 h)." |
*
* @param {Booking_Form_Times_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_none = /** @type {((inputs?: Booking_Form_Times_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Times_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_form_times_none(inputs)
	if (locale === "en-XA") return __en_xa2.booking_form_times_none(inputs)
	return __en.booking_form_times_none(inputs)
});
/**
* | output |
* | --- |
* | "Times the carrier offers." |
*
* @param {Booking_Form_Times_OfferedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_offered = /** @type {((inputs?: Booking_Form_Times_OfferedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Times_OfferedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_form_times_offered(inputs)
	if (locale === "en-XA") return __en_xa2.booking_form_times_offered(inputs)
	return __en.booking_form_times_offered(inputs)
});
/**
* | output |
* | --- |
* | "The carrier’s pickup times could not be asked for ({reason}): type them as hh:mm (24 h)." |
*
* @param {Booking_Form_Times_UnansweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_unanswered = /** @type {((inputs: Booking_Form_Times_UnansweredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Form_Times_UnansweredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_form_times_unanswered(inputs)
	if (locale === "en-XA") return __en_xa2.booking_form_times_unanswered(inputs)
	return __en.booking_form_times_unanswered(inputs)
});
/**
* | output |
* | --- |
* | "Go to Quotes" |
*
* @param {Booking_Go_To_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_go_to_quotes = /** @type {((inputs?: Booking_Go_To_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Go_To_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_go_to_quotes(inputs)
	if (locale === "en-XA") return __en_xa2.booking_go_to_quotes(inputs)
	return __en.booking_go_to_quotes(inputs)
});
/**
* | output |
* | --- |
* | "This does not look like an HS code (4, 6, 8 or 10 digits, dots allowed). The service accepts it, but never confirms a booking with an invalid code." |
*
* @param {Booking_Hs_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_hs_warning = /** @type {((inputs?: Booking_Hs_WarningInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Hs_WarningInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_hs_warning(inputs)
	if (locale === "en-XA") return __en_xa2.booking_hs_warning(inputs)
	return __en.booking_hs_warning(inputs)
});
/**
* | output |
* | --- |
* | "{where}, HS code “{code}”: {warning}" |
*
* @param {Booking_Hs_Warning_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_hs_warning_at = /** @type {((inputs: Booking_Hs_Warning_AtInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Hs_Warning_AtInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_hs_warning_at(inputs)
	if (locale === "en-XA") return __en_xa2.booking_hs_warning_at(inputs)
	return __en.booking_hs_warning_at(inputs)
});
/**
* | output |
* | --- |
* | "HS code “{code}”: {warning}" |
*
* @param {Booking_Hs_Warning_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_hs_warning_code = /** @type {((inputs: Booking_Hs_Warning_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Hs_Warning_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_hs_warning_code(inputs)
	if (locale === "en-XA") return __en_xa2.booking_hs_warning_code(inputs)
	return __en.booking_hs_warning_code(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} booking on this account, newest first. Open one to follow it in Tracking." |
* | * | "{shown} bookings on this account, newest first. Open one to follow it in Tracking." |
*
* @param {Booking_List_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_count = /** @type {((inputs: Booking_List_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_List_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_list_count(inputs)
	if (locale === "en-XA") return __en_xa2.booking_list_count(inputs)
	return __en.booking_list_count(inputs)
});
/**
* | output |
* | --- |
* | "Every shipment booked on this account, newest first." |
*
* @param {Booking_List_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_description = /** @type {((inputs?: Booking_List_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_List_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_list_description(inputs)
	if (locale === "en-XA") return __en_xa2.booking_list_description(inputs)
	return __en.booking_list_description(inputs)
});
/**
* | output |
* | --- |
* | "A booking starts from a rate: rate the shipment and choose Book on the rate you want, or Book on a saved quote in Quotes." |
*
* @param {Booking_List_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_empty_text = /** @type {((inputs?: Booking_List_Empty_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_List_Empty_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_list_empty_text(inputs)
	if (locale === "en-XA") return __en_xa2.booking_list_empty_text(inputs)
	return __en.booking_list_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "No bookings yet" |
*
* @param {Booking_List_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_empty_title = /** @type {((inputs?: Booking_List_Empty_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_List_Empty_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_list_empty_title(inputs)
	if (locale === "en-XA") return __en_xa2.booking_list_empty_title(inputs)
	return __en.booking_list_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "Could not read the bookings" |
*
* @param {Booking_List_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_read_failed = /** @type {((inputs?: Booking_List_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_List_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_list_read_failed(inputs)
	if (locale === "en-XA") return __en_xa2.booking_list_read_failed(inputs)
	return __en.booking_list_read_failed(inputs)
});
/**
* | output |
* | --- |
* | "Reading the bookings…" |
*
* @param {Booking_List_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_reading = /** @type {((inputs?: Booking_List_ReadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_List_ReadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_list_reading(inputs)
	if (locale === "en-XA") return __en_xa2.booking_list_reading(inputs)
	return __en.booking_list_reading(inputs)
});
/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Booking_List_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_title = /** @type {((inputs?: Booking_List_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_List_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_list_title(inputs)
	if (locale === "en-XA") return __en_xa2.booking_list_title(inputs)
	return __en.booking_list_title(inputs)
});
/**
* | output |
* | --- |
* | "Open shipment" |
*
* @param {Booking_Open_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_open_shipment = /** @type {((inputs?: Booking_Open_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Open_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_open_shipment(inputs)
	if (locale === "en-XA") return __en_xa2.booking_open_shipment(inputs)
	return __en.booking_open_shipment(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "one cargo line" |
* | * | "{shown} cargo lines" |
*
* @param {Booking_Prefill_Cargo_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_cargo_lines = /** @type {((inputs: Booking_Prefill_Cargo_LinesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Prefill_Cargo_LinesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_prefill_cargo_lines(inputs)
	if (locale === "en-XA") return __en_xa2.booking_prefill_cargo_lines(inputs)
	return __en.booking_prefill_cargo_lines(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "the container and weights" |
* | * | "{shown} containers and weights" |
*
* @param {Booking_Prefill_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_containers = /** @type {((inputs: Booking_Prefill_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Prefill_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_prefill_containers(inputs)
	if (locale === "en-XA") return __en_xa2.booking_prefill_containers(inputs)
	return __en.booking_prefill_containers(inputs)
});
/**
* | output |
* | --- |
* | "the goods description" |
*
* @param {Booking_Prefill_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_goods = /** @type {((inputs?: Booking_Prefill_GoodsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Prefill_GoodsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_prefill_goods(inputs)
	if (locale === "en-XA") return __en_xa2.booking_prefill_goods(inputs)
	return __en.booking_prefill_goods(inputs)
});
/**
* | output |
* | --- |
* | "the places of the rating in the address lines" |
*
* @param {Booking_Prefill_PlacesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_places = /** @type {((inputs?: Booking_Prefill_PlacesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Prefill_PlacesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_prefill_places(inputs)
	if (locale === "en-XA") return __en_xa2.booking_prefill_places(inputs)
	return __en.booking_prefill_places(inputs)
});
/**
* | output |
* | --- |
* | "It was booked from this desk as shipment" |
*
* @param {Booking_Quote_Booked_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_booked_as = /** @type {((inputs?: Booking_Quote_Booked_AsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Booked_AsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_quote_booked_as(inputs)
	if (locale === "en-XA") return __en_xa2.booking_quote_booked_as(inputs)
	return __en.booking_quote_booked_as(inputs)
});
/**
* | output |
* | --- |
* | "This quote has been booked" |
*
* @param {Booking_Quote_Booked_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_booked_title = /** @type {((inputs?: Booking_Quote_Booked_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Booked_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_quote_booked_title(inputs)
	if (locale === "en-XA") return __en_xa2.booking_quote_booked_title(inputs)
	return __en.booking_quote_booked_title(inputs)
});
/**
* | output |
* | --- |
* | "The freight service books {modes} shipments only." |
*
* @param {Booking_Quote_Books_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_books_only = /** @type {((inputs: Booking_Quote_Books_OnlyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Books_OnlyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_quote_books_only(inputs)
	if (locale === "en-XA") return __en_xa2.booking_quote_books_only(inputs)
	return __en.booking_quote_books_only(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk cannot tell what kind of quote this is" |
*
* @param {Booking_Quote_Kind_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_kind_unknown = /** @type {((inputs?: Booking_Quote_Kind_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Kind_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_quote_kind_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.booking_quote_kind_unknown(inputs)
	return __en.booking_quote_kind_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Could not load the saved quotes" |
*
* @param {Booking_Quote_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_load_failed = /** @type {((inputs?: Booking_Quote_Load_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Load_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_quote_load_failed(inputs)
	if (locale === "en-XA") return __en_xa2.booking_quote_load_failed(inputs)
	return __en.booking_quote_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Loading the saved quote…" |
*
* @param {Booking_Quote_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_loading = /** @type {((inputs?: Booking_Quote_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_quote_loading(inputs)
	if (locale === "en-XA") return __en_xa2.booking_quote_loading(inputs)
	return __en.booking_quote_loading(inputs)
});
/**
* | output |
* | --- |
* | "It may have been booked or deleted already. Check Tracking for a shipment, or pick another quote." |
*
* @param {Booking_Quote_Missing_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_missing_text = /** @type {((inputs?: Booking_Quote_Missing_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Missing_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_quote_missing_text(inputs)
	if (locale === "en-XA") return __en_xa2.booking_quote_missing_text(inputs)
	return __en.booking_quote_missing_text(inputs)
});
/**
* | output |
* | --- |
* | "This quote is not among your saved quotes" |
*
* @param {Booking_Quote_Missing_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_missing_title = /** @type {((inputs?: Booking_Quote_Missing_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Missing_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_quote_missing_title(inputs)
	if (locale === "en-XA") return __en_xa2.booking_quote_missing_title(inputs)
	return __en.booking_quote_missing_title(inputs)
});
/**
* | output |
* | --- |
* | "; the service no longer lists it as a saved quote." |
*
* @param {Booking_Quote_No_Longer_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_no_longer_listed = /** @type {((inputs?: Booking_Quote_No_Longer_ListedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_No_Longer_ListedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_quote_no_longer_listed(inputs)
	if (locale === "en-XA") return __en_xa2.booking_quote_no_longer_listed(inputs)
	return __en.booking_quote_no_longer_listed(inputs)
});
/**
* | output |
* | --- |
* | "{mode} quotes cannot be booked here" |
*
* @param {Booking_Quote_Not_BookableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_not_bookable = /** @type {((inputs: Booking_Quote_Not_BookableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Not_BookableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_quote_not_bookable(inputs)
	if (locale === "en-XA") return __en_xa2.booking_quote_not_bookable(inputs)
	return __en.booking_quote_not_bookable(inputs)
});
/**
* | output |
* | --- |
* | "Open it from the Quotes screen, which passes its type along." |
*
* @param {Booking_Quote_Open_From_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_open_from_quotes = /** @type {((inputs?: Booking_Quote_Open_From_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Open_From_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_quote_open_from_quotes(inputs)
	if (locale === "en-XA") return __en_xa2.booking_quote_open_from_quotes(inputs)
	return __en.booking_quote_open_from_quotes(inputs)
});
/**
* | output |
* | --- |
* | "Unknown type" |
*
* @param {Booking_Quote_Unknown_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_unknown_type = /** @type {((inputs?: Booking_Quote_Unknown_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Quote_Unknown_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_quote_unknown_type(inputs)
	if (locale === "en-XA") return __en_xa2.booking_quote_unknown_type(inputs)
	return __en.booking_quote_unknown_type(inputs)
});
/**
* | output |
* | --- |
* | "Rate a shipment" |
*
* @param {Booking_Rate_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rate_shipment = /** @type {((inputs?: Booking_Rate_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rate_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_rate_shipment(inputs)
	if (locale === "en-XA") return __en_xa2.booking_rate_shipment(inputs)
	return __en.booking_rate_shipment(inputs)
});
/**
* | output |
* | --- |
* | "Back to edit" |
*
* @param {Booking_Review_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_back = /** @type {((inputs?: Booking_Review_BackInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_BackInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_review_back(inputs)
	if (locale === "en-XA") return __en_xa2.booking_review_back(inputs)
	return __en.booking_review_back(inputs)
});
/**
* | output |
* | --- |
* | "Book shipment" |
*
* @param {Booking_Review_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_book = /** @type {((inputs?: Booking_Review_BookInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_BookInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_review_book(inputs)
	if (locale === "en-XA") return __en_xa2.booking_review_book(inputs)
	return __en.booking_review_book(inputs)
});
/**
* | output |
* | --- |
* | "Booking…" |
*
* @param {Booking_Review_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_booking = /** @type {((inputs?: Booking_Review_BookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_BookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_review_booking(inputs)
	if (locale === "en-XA") return __en_xa2.booking_review_booking(inputs)
	return __en.booking_review_booking(inputs)
});
/**
* | output |
* | --- |
* | "Cargo line" |
*
* @param {Booking_Review_Cargo_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_cargo_line = /** @type {((inputs?: Booking_Review_Cargo_LineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_Cargo_LineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_review_cargo_line(inputs)
	if (locale === "en-XA") return __en_xa2.booking_review_cargo_line(inputs)
	return __en.booking_review_cargo_line(inputs)
});
/**
* | output |
* | --- |
* | "Cargo lines" |
*
* @param {Booking_Review_Cargo_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_cargo_lines = /** @type {((inputs?: Booking_Review_Cargo_LinesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_Cargo_LinesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_review_cargo_lines(inputs)
	if (locale === "en-XA") return __en_xa2.booking_review_cargo_lines(inputs)
	return __en.booking_review_cargo_lines(inputs)
});
/**
* | output |
* | --- |
* | "This is everything Freight Desk will send to book this quote ({mode}). Nothing has been sent yet." |
*
* @param {Booking_Review_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_intro = /** @type {((inputs: Booking_Review_IntroInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_IntroInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_review_intro(inputs)
	if (locale === "en-XA") return __en_xa2.booking_review_intro(inputs)
	return __en.booking_review_intro(inputs)
});
/**
* | output |
* | --- |
* | "Look twice before booking" |
*
* @param {Booking_Review_Look_TwiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_look_twice = /** @type {((inputs?: Booking_Review_Look_TwiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_Look_TwiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_review_look_twice(inputs)
	if (locale === "en-XA") return __en_xa2.booking_review_look_twice(inputs)
	return __en.booking_review_look_twice(inputs)
});
/**
* | output |
* | --- |
* | "Booking needs the service." |
*
* @param {Booking_Review_Needs_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_needs_service = /** @type {((inputs?: Booking_Review_Needs_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_Needs_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_review_needs_service(inputs)
	if (locale === "en-XA") return __en_xa2.booking_review_needs_service(inputs)
	return __en.booking_review_needs_service(inputs)
});
/**
* | output |
* | --- |
* | "No" |
*
* @param {Booking_Review_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_no = /** @type {((inputs?: Booking_Review_NoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_NoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_review_no(inputs)
	if (locale === "en-XA") return __en_xa2.booking_review_no(inputs)
	return __en.booking_review_no(inputs)
});
/**
* | output |
* | --- |
* | "Review the booking" |
*
* @param {Booking_Review_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_title = /** @type {((inputs?: Booking_Review_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_review_title(inputs)
	if (locale === "en-XA") return __en_xa2.booking_review_title(inputs)
	return __en.booking_review_title(inputs)
});
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Booking_Review_YesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_yes = /** @type {((inputs?: Booking_Review_YesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Review_YesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_review_yes(inputs)
	if (locale === "en-XA") return __en_xa2.booking_review_yes(inputs)
	return __en.booking_review_yes(inputs)
});
/**
* | output |
* | --- |
* | "{label} must be an e-mail address" |
*
* @param {Booking_Rule_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_email = /** @type {((inputs: Booking_Rule_EmailInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_EmailInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_rule_email(inputs)
	if (locale === "en-XA") return __en_xa2.booking_rule_email(inputs)
	return __en.booking_rule_email(inputs)
});
/**
* | output |
* | --- |
* | "{label} must be an Incoterms 2020 code ({codes})" |
*
* @param {Booking_Rule_Incoterm_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_incoterm_code = /** @type {((inputs: Booking_Rule_Incoterm_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_Incoterm_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_rule_incoterm_code(inputs)
	if (locale === "en-XA") return __en_xa2.booking_rule_incoterm_code(inputs)
	return __en.booking_rule_incoterm_code(inputs)
});
/**
* | output |
* | --- |
* | "{label} is required for sea bookings" |
*
* @param {Booking_Rule_Incoterm_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_incoterm_required = /** @type {((inputs: Booking_Rule_Incoterm_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_Incoterm_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_rule_incoterm_required(inputs)
	if (locale === "en-XA") return __en_xa2.booking_rule_incoterm_required(inputs)
	return __en.booking_rule_incoterm_required(inputs)
});
/**
* | output |
* | --- |
* | "{label} must be more than 0" |
*
* @param {Booking_Rule_More_Than_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_more_than_zero = /** @type {((inputs: Booking_Rule_More_Than_ZeroInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_More_Than_ZeroInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_rule_more_than_zero(inputs)
	if (locale === "en-XA") return __en_xa2.booking_rule_more_than_zero(inputs)
	return __en.booking_rule_more_than_zero(inputs)
});
/**
* | output |
* | --- |
* | "Cargos must hold at least one cargo" |
*
* @param {Booking_Rule_No_CargosInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_cargos = /** @type {((inputs?: Booking_Rule_No_CargosInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_No_CargosInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_rule_no_cargos(inputs)
	if (locale === "en-XA") return __en_xa2.booking_rule_no_cargos(inputs)
	return __en.booking_rule_no_cargos(inputs)
});
/**
* | output |
* | --- |
* | "Each container needs at least one cargo" |
*
* @param {Booking_Rule_No_Container_CargoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_container_cargo = /** @type {((inputs?: Booking_Rule_No_Container_CargoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_No_Container_CargoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_rule_no_container_cargo(inputs)
	if (locale === "en-XA") return __en_xa2.booking_rule_no_container_cargo(inputs)
	return __en.booking_rule_no_container_cargo(inputs)
});
/**
* | output |
* | --- |
* | "Containers must hold at least one container" |
*
* @param {Booking_Rule_No_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_containers = /** @type {((inputs?: Booking_Rule_No_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_No_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_rule_no_containers(inputs)
	if (locale === "en-XA") return __en_xa2.booking_rule_no_containers(inputs)
	return __en.booking_rule_no_containers(inputs)
});
/**
* | output |
* | --- |
* | "{label} is written without the plus sign" |
*
* @param {Booking_Rule_No_PlusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_plus = /** @type {((inputs: Booking_Rule_No_PlusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_No_PlusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_rule_no_plus(inputs)
	if (locale === "en-XA") return __en_xa2.booking_rule_no_plus(inputs)
	return __en.booking_rule_no_plus(inputs)
});
/**
* | output |
* | --- |
* | "Id (the selected quote) is required" |
*
* @param {Booking_Rule_Quote_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_quote_required = /** @type {((inputs?: Booking_Rule_Quote_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_Quote_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_rule_quote_required(inputs)
	if (locale === "en-XA") return __en_xa2.booking_rule_quote_required(inputs)
	return __en.booking_rule_quote_required(inputs)
});
/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Booking_Rule_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_required = /** @type {((inputs: Booking_Rule_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_rule_required(inputs)
	if (locale === "en-XA") return __en_xa2.booking_rule_required(inputs)
	return __en.booking_rule_required(inputs)
});
/**
* | output |
* | --- |
* | "{label} must be a time hh:mm or hh:mm:ss" |
*
* @param {Booking_Rule_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_time = /** @type {((inputs: Booking_Rule_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_rule_time(inputs)
	if (locale === "en-XA") return __en_xa2.booking_rule_time(inputs)
	return __en.booking_rule_time(inputs)
});
/**
* | output |
* | --- |
* | "{label} must be later than {earlier}" |
*
* @param {Booking_Rule_Time_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_time_order = /** @type {((inputs: Booking_Rule_Time_OrderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_Time_OrderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_rule_time_order(inputs)
	if (locale === "en-XA") return __en_xa2.booking_rule_time_order(inputs)
	return __en.booking_rule_time_order(inputs)
});
/**
* | output |
* | --- |
* | "Saved quotes" |
*
* @param {Booking_Saved_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_saved_quotes = /** @type {((inputs?: Booking_Saved_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Saved_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_saved_quotes(inputs)
	if (locale === "en-XA") return __en_xa2.booking_saved_quotes(inputs)
	return __en.booking_saved_quotes(inputs)
});
/**
* | output |
* | --- |
* | "Cargo" |
*
* @param {Booking_Section_CargosInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_cargos = /** @type {((inputs?: Booking_Section_CargosInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_CargosInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_section_cargos(inputs)
	if (locale === "en-XA") return __en_xa2.booking_section_cargos(inputs)
	return __en.booking_section_cargos(inputs)
});
/**
* | output |
* | --- |
* | "Each kind of goods in the shipment." |
*
* @param {Booking_Section_Cargos_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_cargos_description = /** @type {((inputs?: Booking_Section_Cargos_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_Cargos_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_section_cargos_description(inputs)
	if (locale === "en-XA") return __en_xa2.booking_section_cargos_description(inputs)
	return __en.booking_section_cargos_description(inputs)
});
/**
* | output |
* | --- |
* | "Containers and cargo" |
*
* @param {Booking_Section_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_containers = /** @type {((inputs?: Booking_Section_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_section_containers(inputs)
	if (locale === "en-XA") return __en_xa2.booking_section_containers(inputs)
	return __en.booking_section_containers(inputs)
});
/**
* | output |
* | --- |
* | "What goes into each container. Freight Desk numbers the containers and cargo lines itself." |
*
* @param {Booking_Section_Containers_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_containers_description = /** @type {((inputs?: Booking_Section_Containers_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_Containers_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_section_containers_description(inputs)
	if (locale === "en-XA") return __en_xa2.booking_section_containers_description(inputs)
	return __en.booking_section_containers_description(inputs)
});
/**
* | output |
* | --- |
* | "Destination contact" |
*
* @param {Booking_Section_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_destination = /** @type {((inputs?: Booking_Section_DestinationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_DestinationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_section_destination(inputs)
	if (locale === "en-XA") return __en_xa2.booking_section_destination(inputs)
	return __en.booking_section_destination(inputs)
});
/**
* | output |
* | --- |
* | "Who receives the goods, and where." |
*
* @param {Booking_Section_Destination_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_destination_description = /** @type {((inputs?: Booking_Section_Destination_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_Destination_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_section_destination_description(inputs)
	if (locale === "en-XA") return __en_xa2.booking_section_destination_description(inputs)
	return __en.booking_section_destination_description(inputs)
});
/**
* | output |
* | --- |
* | "Origin contact" |
*
* @param {Booking_Section_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_origin = /** @type {((inputs?: Booking_Section_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_section_origin(inputs)
	if (locale === "en-XA") return __en_xa2.booking_section_origin(inputs)
	return __en.booking_section_origin(inputs)
});
/**
* | output |
* | --- |
* | "Who hands over the goods, and where." |
*
* @param {Booking_Section_Origin_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_origin_description = /** @type {((inputs?: Booking_Section_Origin_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_Origin_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_section_origin_description(inputs)
	if (locale === "en-XA") return __en_xa2.booking_section_origin_description(inputs)
	return __en.booking_section_origin_description(inputs)
});
/**
* | output |
* | --- |
* | "Pickup and delivery" |
*
* @param {Booking_Section_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_pickup = /** @type {((inputs?: Booking_Section_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_section_pickup(inputs)
	if (locale === "en-XA") return __en_xa2.booking_section_pickup(inputs)
	return __en.booking_section_pickup(inputs)
});
/**
* | output |
* | --- |
* | "The pickup window on the pickup day, and notes for the driver." |
*
* @param {Booking_Section_Pickup_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_pickup_description = /** @type {((inputs?: Booking_Section_Pickup_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_Pickup_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_section_pickup_description(inputs)
	if (locale === "en-XA") return __en_xa2.booking_section_pickup_description(inputs)
	return __en.booking_section_pickup_description(inputs)
});
/**
* | output |
* | --- |
* | "Terms" |
*
* @param {Booking_Section_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_terms = /** @type {((inputs?: Booking_Section_TermsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_TermsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_section_terms(inputs)
	if (locale === "en-XA") return __en_xa2.booking_section_terms(inputs)
	return __en.booking_section_terms(inputs)
});
/**
* | output |
* | --- |
* | "Who pays for what, and whether the shipment is tracked." |
*
* @param {Booking_Section_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_terms_description = /** @type {((inputs?: Booking_Section_Terms_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Section_Terms_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_section_terms_description(inputs)
	if (locale === "en-XA") return __en_xa2.booking_section_terms_description(inputs)
	return __en.booking_section_terms_description(inputs)
});
/**
* | output |
* | --- |
* | "Book another saved quote" |
*
* @param {Booking_Success_Book_AnotherInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_book_another = /** @type {((inputs?: Booking_Success_Book_AnotherInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_Book_AnotherInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_success_book_another(inputs)
	if (locale === "en-XA") return __en_xa2.booking_success_book_another(inputs)
	return __en.booking_success_book_another(inputs)
});
/**
* | output |
* | --- |
* | "Booking code" |
*
* @param {Booking_Success_Booking_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_booking_code = /** @type {((inputs?: Booking_Success_Booking_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_Booking_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_success_booking_code(inputs)
	if (locale === "en-XA") return __en_xa2.booking_success_booking_code(inputs)
	return __en.booking_success_booking_code(inputs)
});
/**
* | output |
* | --- |
* | "The service accepted the booking of the {mode} quote. Keep these codes for the carrier and the customer." |
*
* @param {Booking_Success_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_lead = /** @type {((inputs: Booking_Success_LeadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_LeadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_success_lead(inputs)
	if (locale === "en-XA") return __en_xa2.booking_success_lead(inputs)
	return __en.booking_success_lead(inputs)
});
/**
* | output |
* | --- |
* | "The service accepted the booking of the {mode} quote with {agency}. Keep these codes for the carrier and the customer." |
*
* @param {Booking_Success_Lead_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_lead_with = /** @type {((inputs: Booking_Success_Lead_WithInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_Lead_WithInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_success_lead_with(inputs)
	if (locale === "en-XA") return __en_xa2.booking_success_lead_with(inputs)
	return __en.booking_success_lead_with(inputs)
});
/**
* | output |
* | --- |
* | "Not given by the service" |
*
* @param {Booking_Success_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_not_given = /** @type {((inputs?: Booking_Success_Not_GivenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_Not_GivenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_success_not_given(inputs)
	if (locale === "en-XA") return __en_xa2.booking_success_not_given(inputs)
	return __en.booking_success_not_given(inputs)
});
/**
* | output |
* | --- |
* | "Shipment code" |
*
* @param {Booking_Success_Shipment_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_shipment_code = /** @type {((inputs?: Booking_Success_Shipment_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_Shipment_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_success_shipment_code(inputs)
	if (locale === "en-XA") return __en_xa2.booking_success_shipment_code(inputs)
	return __en.booking_success_shipment_code(inputs)
});
/**
* | output |
* | --- |
* | "Booked" |
*
* @param {Booking_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_title = /** @type {((inputs?: Booking_Success_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_success_title(inputs)
	if (locale === "en-XA") return __en_xa2.booking_success_title(inputs)
	return __en.booking_success_title(inputs)
});
/**
* | output |
* | --- |
* | "Tracking code" |
*
* @param {Booking_Success_Tracking_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_tracking_code = /** @type {((inputs?: Booking_Success_Tracking_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_Tracking_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_success_tracking_code(inputs)
	if (locale === "en-XA") return __en_xa2.booking_success_tracking_code(inputs)
	return __en.booking_success_tracking_code(inputs)
});
/**
* | output |
* | --- |
* | "The service sent a tracking address that is not a web link; Freight Desk does not open it." |
*
* @param {Booking_Success_Unsafe_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_unsafe_link = /** @type {((inputs?: Booking_Success_Unsafe_LinkInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_Unsafe_LinkInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_success_unsafe_link(inputs)
	if (locale === "en-XA") return __en_xa2.booking_success_unsafe_link(inputs)
	return __en.booking_success_unsafe_link(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day" |
* | * | "{shown} days" |
*
* @param {Booking_Summary_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_days = /** @type {((inputs: Booking_Summary_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_summary_days(inputs)
	if (locale === "en-XA") return __en_xa2.booking_summary_days(inputs)
	return __en.booking_summary_days(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Booking_Summary_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_delivery = /** @type {((inputs?: Booking_Summary_DeliveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_DeliveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_summary_delivery(inputs)
	if (locale === "en-XA") return __en_xa2.booking_summary_delivery(inputs)
	return __en.booking_summary_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Booking_Summary_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_expired = /** @type {((inputs?: Booking_Summary_ExpiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_ExpiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_summary_expired(inputs)
	if (locale === "en-XA") return __en_xa2.booking_summary_expired(inputs)
	return __en.booking_summary_expired(inputs)
});
/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Booking_Summary_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_expires = /** @type {((inputs?: Booking_Summary_ExpiresInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_ExpiresInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_summary_expires(inputs)
	if (locale === "en-XA") return __en_xa2.booking_summary_expires(inputs)
	return __en.booking_summary_expires(inputs)
});
/**
* | output |
* | --- |
* | "Carrier not given" |
*
* @param {Booking_Summary_No_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_no_carrier = /** @type {((inputs?: Booking_Summary_No_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_No_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_summary_no_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.booking_summary_no_carrier(inputs)
	return __en.booking_summary_no_carrier(inputs)
});
/**
* | output |
* | --- |
* | "No expiry given" |
*
* @param {Booking_Summary_No_ExpiryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_no_expiry = /** @type {((inputs?: Booking_Summary_No_ExpiryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_No_ExpiryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_summary_no_expiry(inputs)
	if (locale === "en-XA") return __en_xa2.booking_summary_no_expiry(inputs)
	return __en.booking_summary_no_expiry(inputs)
});
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Booking_Summary_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_pickup = /** @type {((inputs?: Booking_Summary_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_summary_pickup(inputs)
	if (locale === "en-XA") return __en_xa2.booking_summary_pickup(inputs)
	return __en.booking_summary_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Booking_Summary_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_price = /** @type {((inputs?: Booking_Summary_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_summary_price(inputs)
	if (locale === "en-XA") return __en_xa2.booking_summary_price(inputs)
	return __en.booking_summary_price(inputs)
});
/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Booking_Summary_Price_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_price_not_given = /** @type {((inputs?: Booking_Summary_Price_Not_GivenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_Price_Not_GivenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_summary_price_not_given(inputs)
	if (locale === "en-XA") return __en_xa2.booking_summary_price_not_given(inputs)
	return __en.booking_summary_price_not_given(inputs)
});
/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Booking_Summary_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_quote = /** @type {((inputs?: Booking_Summary_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_summary_quote(inputs)
	if (locale === "en-XA") return __en_xa2.booking_summary_quote(inputs)
	return __en.booking_summary_quote(inputs)
});
/**
* | output |
* | --- |
* | "Saved quote" |
*
* @param {Booking_Summary_Saved_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_saved_quote = /** @type {((inputs?: Booking_Summary_Saved_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_Saved_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_summary_saved_quote(inputs)
	if (locale === "en-XA") return __en_xa2.booking_summary_saved_quote(inputs)
	return __en.booking_summary_saved_quote(inputs)
});
/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Booking_Summary_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_transit = /** @type {((inputs?: Booking_Summary_TransitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Summary_TransitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.booking_summary_transit(inputs)
	if (locale === "en-XA") return __en_xa2.booking_summary_transit(inputs)
	return __en.booking_summary_transit(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const cancel = /** @type {((inputs?: CancelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<CancelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.cancel(inputs)
	if (locale === "en-XA") return __en_xa2.cancel(inputs)
	return __en.cancel(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new" |
* | * | "{count} new" |
*
* @param {Change_Counted_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_added = /** @type {((inputs: Change_Counted_AddedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_AddedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_added(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_added(inputs)
	return __en.change_counted_added(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} customs status changed" |
* | * | "{count} customs status changed" |
*
* @param {Change_Counted_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_customs = /** @type {((inputs: Change_Counted_CustomsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_CustomsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_customs(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_customs(inputs)
	return __en.change_counted_customs(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} ETA moved" |
* | * | "{count} ETA moved" |
*
* @param {Change_Counted_Delivery_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_delivery_date = /** @type {((inputs: Change_Counted_Delivery_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Delivery_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_delivery_date(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_delivery_date(inputs)
	return __en.change_counted_delivery_date(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document changed" |
* | * | "{count} documents changed" |
*
* @param {Change_Counted_Documents_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_changed = /** @type {((inputs: Change_Counted_Documents_ChangedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Documents_ChangedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_documents_changed(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_documents_changed(inputs)
	return __en.change_counted_documents_changed(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document uploaded" |
* | * | "{count} documents uploaded" |
*
* @param {Change_Counted_Documents_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_uploaded = /** @type {((inputs: Change_Counted_Documents_UploadedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Documents_UploadedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_documents_uploaded(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_documents_uploaded(inputs)
	return __en.change_counted_documents_uploaded(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document validated" |
* | * | "{count} documents validated" |
*
* @param {Change_Counted_Documents_ValidatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_validated = /** @type {((inputs: Change_Counted_Documents_ValidatedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Documents_ValidatedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_documents_validated(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_documents_validated(inputs)
	return __en.change_counted_documents_validated(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} past free time" |
* | * | "{count} past free time" |
*
* @param {Change_Counted_Free_Time_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_free_time_past = /** @type {((inputs: Change_Counted_Free_Time_PastInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Free_Time_PastInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_free_time_past(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_free_time_past(inputs)
	return __en.change_counted_free_time_past(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} free time ending" |
* | * | "{count} free time ending" |
*
* @param {Change_Counted_Free_Time_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_free_time_soon = /** @type {((inputs: Change_Counted_Free_Time_SoonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Free_Time_SoonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_free_time_soon(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_free_time_soon(inputs)
	return __en.change_counted_free_time_soon(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new message" |
* | * | "{count} new messages" |
*
* @param {Change_Counted_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_messages = /** @type {((inputs: Change_Counted_MessagesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_MessagesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_messages(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_messages(inputs)
	return __en.change_counted_messages(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pickup moved" |
* | * | "{count} pickup moved" |
*
* @param {Change_Counted_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_pickup_date = /** @type {((inputs: Change_Counted_Pickup_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_Pickup_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_pickup_date(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_pickup_date(inputs)
	return __en.change_counted_pickup_date(inputs)
});
/**
* | output |
* | --- |
* | "{count} {status}" |
*
* @param {Change_Counted_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_status = /** @type {((inputs: Change_Counted_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_status(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_status(inputs)
	return __en.change_counted_status(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} no longer listed" |
* | * | "{count} no longer listed" |
*
* @param {Change_Counted_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_unlisted = /** @type {((inputs: Change_Counted_UnlistedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Counted_UnlistedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_counted_unlisted(inputs)
	if (locale === "en-XA") return __en_xa2.change_counted_unlisted(inputs)
	return __en.change_counted_unlisted(inputs)
});
/**
* | output |
* | --- |
* | "{name}: no longer uploaded" |
*
* @param {Change_Document_No_Longer_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_no_longer_uploaded = /** @type {((inputs: Change_Document_No_Longer_UploadedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Document_No_Longer_UploadedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_document_no_longer_uploaded(inputs)
	if (locale === "en-XA") return __en_xa2.change_document_no_longer_uploaded(inputs)
	return __en.change_document_no_longer_uploaded(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {status}" |
*
* @param {Change_Document_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_status = /** @type {((inputs: Change_Document_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Document_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_document_status(inputs)
	if (locale === "en-XA") return __en_xa2.change_document_status(inputs)
	return __en.change_document_status(inputs)
});
/**
* | output |
* | --- |
* | "{name}: validation status removed (was {was})" |
*
* @param {Change_Document_Status_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_status_removed = /** @type {((inputs: Change_Document_Status_RemovedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Document_Status_RemovedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_document_status_removed(inputs)
	if (locale === "en-XA") return __en_xa2.change_document_status_removed(inputs)
	return __en.change_document_status_removed(inputs)
});
/**
* | output |
* | --- |
* | "A document" |
*
* @param {Change_Document_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_unnamed = /** @type {((inputs?: Change_Document_UnnamedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Document_UnnamedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_document_unnamed(inputs)
	if (locale === "en-XA") return __en_xa2.change_document_unnamed(inputs)
	return __en.change_document_unnamed(inputs)
});
/**
* | output |
* | --- |
* | "{name} uploaded" |
*
* @param {Change_Document_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_uploaded = /** @type {((inputs: Change_Document_UploadedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Document_UploadedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_document_uploaded(inputs)
	if (locale === "en-XA") return __en_xa2.change_document_uploaded(inputs)
	return __en.change_document_uploaded(inputs)
});
/**
* | output |
* | --- |
* | "{name} validated" |
*
* @param {Change_Document_ValidatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_validated = /** @type {((inputs: Change_Document_ValidatedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Document_ValidatedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_document_validated(inputs)
	if (locale === "en-XA") return __en_xa2.change_document_validated(inputs)
	return __en.change_document_validated(inputs)
});
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Change_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time = /** @type {((inputs?: Change_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_free_time(inputs)
	if (locale === "en-XA") return __en_xa2.change_free_time(inputs)
	return __en.change_free_time(inputs)
});
/**
* | output |
* | --- |
* | "{name}: past the last free day ({day}), the charge accrues" |
*
* @param {Change_Free_Time_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_past = /** @type {((inputs: Change_Free_Time_PastInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Free_Time_PastInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_free_time_past(inputs)
	if (locale === "en-XA") return __en_xa2.change_free_time_past(inputs)
	return __en.change_free_time_past(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {stop} not reported; if still out, past the last free day ({day}), the charge accrues" |
*
* @param {Change_Free_Time_Past_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_past_unreported = /** @type {((inputs: Change_Free_Time_Past_UnreportedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Free_Time_Past_UnreportedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_free_time_past_unreported(inputs)
	if (locale === "en-XA") return __en_xa2.change_free_time_past_unreported(inputs)
	return __en.change_free_time_past_unreported(inputs)
});
/**
* | output |
* | --- |
* | "{name}: last free day {day}, 48 hours or less left" |
*
* @param {Change_Free_Time_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_soon = /** @type {((inputs: Change_Free_Time_SoonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Free_Time_SoonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_free_time_soon(inputs)
	if (locale === "en-XA") return __en_xa2.change_free_time_soon(inputs)
	return __en.change_free_time_soon(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {stop} not reported; if still out, last free day {day}, 48 hours or less left" |
*
* @param {Change_Free_Time_Soon_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_soon_unreported = /** @type {((inputs: Change_Free_Time_Soon_UnreportedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Free_Time_Soon_UnreportedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_free_time_soon_unreported(inputs)
	if (locale === "en-XA") return __en_xa2.change_free_time_soon_unreported(inputs)
	return __en.change_free_time_soon_unreported(inputs)
});
/**
* | output |
* | --- |
* | "New shipments" |
*
* @param {Change_Kind_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_added = /** @type {((inputs?: Change_Kind_AddedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_AddedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_added(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_added(inputs)
	return __en.change_kind_added(inputs)
});
/**
* | output |
* | --- |
* | "A shipment booked elsewhere appears in the list (not the ones you book here)." |
*
* @param {Change_Kind_Added_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_added_hint = /** @type {((inputs?: Change_Kind_Added_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Added_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_added_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_added_hint(inputs)
	return __en.change_kind_added_hint(inputs)
});
/**
* | output |
* | --- |
* | "Customs status" |
*
* @param {Change_Kind_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_customs = /** @type {((inputs?: Change_Kind_CustomsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_CustomsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_customs(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_customs(inputs)
	return __en.change_kind_customs(inputs)
});
/**
* | output |
* | --- |
* | "A shipment’s customs status moved (pending, cleared, held…)." |
*
* @param {Change_Kind_Customs_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_customs_hint = /** @type {((inputs?: Change_Kind_Customs_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Customs_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_customs_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_customs_hint(inputs)
	return __en.change_kind_customs_hint(inputs)
});
/**
* | output |
* | --- |
* | "ETA moved" |
*
* @param {Change_Kind_Delivery_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_delivery_date = /** @type {((inputs?: Change_Kind_Delivery_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Delivery_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_delivery_date(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_delivery_date(inputs)
	return __en.change_kind_delivery_date(inputs)
});
/**
* | output |
* | --- |
* | "The estimated delivery date of a shipment changed." |
*
* @param {Change_Kind_Delivery_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_delivery_date_hint = /** @type {((inputs?: Change_Kind_Delivery_Date_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Delivery_Date_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_delivery_date_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_delivery_date_hint(inputs)
	return __en.change_kind_delivery_date_hint(inputs)
});
/**
* | output |
* | --- |
* | "Document checks" |
*
* @param {Change_Kind_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_documents = /** @type {((inputs?: Change_Kind_DocumentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_DocumentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_documents(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_documents(inputs)
	return __en.change_kind_documents(inputs)
});
/**
* | output |
* | --- |
* | "A required document was uploaded, validated or refused (found outside the Documents screen)." |
*
* @param {Change_Kind_Documents_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_documents_hint = /** @type {((inputs?: Change_Kind_Documents_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Documents_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_documents_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_documents_hint(inputs)
	return __en.change_kind_documents_hint(inputs)
});
/**
* | output |
* | --- |
* | "Free time running out" |
*
* @param {Change_Kind_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_free_time = /** @type {((inputs?: Change_Kind_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_free_time(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_free_time(inputs)
	return __en.change_kind_free_time(inputs)
});
/**
* | output |
* | --- |
* | "A booked sea shipment came within 48 hours of its last free day (demurrage, detention, storage), or passed it, while its clock runs." |
*
* @param {Change_Kind_Free_Time_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_free_time_hint = /** @type {((inputs?: Change_Kind_Free_Time_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Free_Time_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_free_time_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_free_time_hint(inputs)
	return __en.change_kind_free_time_hint(inputs)
});
/**
* | output |
* | --- |
* | "New tracking messages" |
*
* @param {Change_Kind_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_messages = /** @type {((inputs?: Change_Kind_MessagesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_MessagesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_messages(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_messages(inputs)
	return __en.change_kind_messages(inputs)
});
/**
* | output |
* | --- |
* | "New messages found when a shipment’s messages are fetched in the background (not while you read them)." |
*
* @param {Change_Kind_Messages_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_messages_hint = /** @type {((inputs?: Change_Kind_Messages_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Messages_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_messages_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_messages_hint(inputs)
	return __en.change_kind_messages_hint(inputs)
});
/**
* | output |
* | --- |
* | "Pickup date moved" |
*
* @param {Change_Kind_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_pickup_date = /** @type {((inputs?: Change_Kind_Pickup_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Pickup_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_pickup_date(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_pickup_date(inputs)
	return __en.change_kind_pickup_date(inputs)
});
/**
* | output |
* | --- |
* | "The pickup date of a shipment changed." |
*
* @param {Change_Kind_Pickup_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_pickup_date_hint = /** @type {((inputs?: Change_Kind_Pickup_Date_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Pickup_Date_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_pickup_date_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_pickup_date_hint(inputs)
	return __en.change_kind_pickup_date_hint(inputs)
});
/**
* | output |
* | --- |
* | "Status changes" |
*
* @param {Change_Kind_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_status = /** @type {((inputs?: Change_Kind_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_status(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_status(inputs)
	return __en.change_kind_status(inputs)
});
/**
* | output |
* | --- |
* | "A shipment’s tracking status moved (picked up, in transit, delivered…)." |
*
* @param {Change_Kind_Status_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_status_hint = /** @type {((inputs?: Change_Kind_Status_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Status_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_status_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_status_hint(inputs)
	return __en.change_kind_status_hint(inputs)
});
/**
* | output |
* | --- |
* | "No longer listed" |
*
* @param {Change_Kind_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_unlisted = /** @type {((inputs?: Change_Kind_UnlistedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_UnlistedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_unlisted(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_unlisted(inputs)
	return __en.change_kind_unlisted(inputs)
});
/**
* | output |
* | --- |
* | "The service stopped listing a shipment; the desk keeps it." |
*
* @param {Change_Kind_Unlisted_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_unlisted_hint = /** @type {((inputs?: Change_Kind_Unlisted_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Kind_Unlisted_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_kind_unlisted_hint(inputs)
	if (locale === "en-XA") return __en_xa2.change_kind_unlisted_hint(inputs)
	return __en.change_kind_unlisted_hint(inputs)
});
/**
* | output |
* | --- |
* | "discharge" |
*
* @param {Change_Stop_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_discharge = /** @type {((inputs?: Change_Stop_DischargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Stop_DischargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_stop_discharge(inputs)
	if (locale === "en-XA") return __en_xa2.change_stop_discharge(inputs)
	return __en.change_stop_discharge(inputs)
});
/**
* | output |
* | --- |
* | "empty return" |
*
* @param {Change_Stop_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_empty_return = /** @type {((inputs?: Change_Stop_Empty_ReturnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Stop_Empty_ReturnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_stop_empty_return(inputs)
	if (locale === "en-XA") return __en_xa2.change_stop_empty_return(inputs)
	return __en.change_stop_empty_return(inputs)
});
/**
* | output |
* | --- |
* | "release" |
*
* @param {Change_Stop_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_release = /** @type {((inputs?: Change_Stop_ReleaseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Stop_ReleaseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.change_stop_release(inputs)
	if (locale === "en-XA") return __en_xa2.change_stop_release(inputs)
	return __en.change_stop_release(inputs)
});
/**
* | output |
* | --- |
* | "Choose files…" |
*
* @param {Choose_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const choose_files = /** @type {((inputs?: Choose_FilesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Choose_FilesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.choose_files(inputs)
	if (locale === "en-XA") return __en_xa2.choose_files(inputs)
	return __en.choose_files(inputs)
});
/**
* | output |
* | --- |
* | "Choose none" |
*
* @param {Choose_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const choose_none = /** @type {((inputs?: Choose_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Choose_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.choose_none(inputs)
	if (locale === "en-XA") return __en_xa2.choose_none(inputs)
	return __en.choose_none(inputs)
});
/**
* | output |
* | --- |
* | "Choose logo…" |
*
* @param {Company_Choose_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_choose_logo = /** @type {((inputs?: Company_Choose_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Choose_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_choose_logo(inputs)
	if (locale === "en-XA") return __en_xa2.company_choose_logo(inputs)
	return __en.company_choose_logo(inputs)
});
/**
* | output |
* | --- |
* | "Printed at the head of every quote PDF you send to a customer." |
*
* @param {Company_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_description = /** @type {((inputs?: Company_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_description(inputs)
	if (locale === "en-XA") return __en_xa2.company_description(inputs)
	return __en.company_description(inputs)
});
/**
* | output |
* | --- |
* | "Logo" |
*
* @param {Company_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo = /** @type {((inputs?: Company_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_logo(inputs)
	if (locale === "en-XA") return __en_xa2.company_logo(inputs)
	return __en.company_logo(inputs)
});
/**
* | output |
* | --- |
* | "Company logo: {file}" |
*
* @param {Company_Logo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_alt = /** @type {((inputs: Company_Logo_AltInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Logo_AltInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_logo_alt(inputs)
	if (locale === "en-XA") return __en_xa2.company_logo_alt(inputs)
	return __en.company_logo_alt(inputs)
});
/**
* | output |
* | --- |
* | "{file} · {width} × {height} px · {size}" |
*
* @param {Company_Logo_FactsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_facts = /** @type {((inputs: Company_Logo_FactsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Logo_FactsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_logo_facts(inputs)
	if (locale === "en-XA") return __en_xa2.company_logo_facts(inputs)
	return __en.company_logo_facts(inputs)
});
/**
* | output |
* | --- |
* | "PNG or JPEG, at most {size}. Printed at most 150 × 54 pt, proportions kept." |
*
* @param {Company_Logo_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_limits = /** @type {((inputs: Company_Logo_LimitsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Logo_LimitsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_logo_limits(inputs)
	if (locale === "en-XA") return __en_xa2.company_logo_limits(inputs)
	return __en.company_logo_limits(inputs)
});
/**
* | output |
* | --- |
* | "Company name" |
*
* @param {Company_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name = /** @type {((inputs?: Company_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_name(inputs)
	if (locale === "en-XA") return __en_xa2.company_name(inputs)
	return __en.company_name(inputs)
});
/**
* | output |
* | --- |
* | "As your customers know you, e.g. “Acme Forwarding S.L.”" |
*
* @param {Company_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name_hint = /** @type {((inputs?: Company_Name_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Name_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_name_hint(inputs)
	if (locale === "en-XA") return __en_xa2.company_name_hint(inputs)
	return __en.company_name_hint(inputs)
});
/**
* | output |
* | --- |
* | "Could not save the company name" |
*
* @param {Company_Name_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name_save_failed = /** @type {((inputs?: Company_Name_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Name_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_name_save_failed(inputs)
	if (locale === "en-XA") return __en_xa2.company_name_save_failed(inputs)
	return __en.company_name_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "No logo" |
*
* @param {Company_No_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_no_logo = /** @type {((inputs?: Company_No_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_No_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_no_logo(inputs)
	if (locale === "en-XA") return __en_xa2.company_no_logo(inputs)
	return __en.company_no_logo(inputs)
});
/**
* | output |
* | --- |
* | "Remove logo" |
*
* @param {Company_Remove_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_remove_logo = /** @type {((inputs?: Company_Remove_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Remove_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_remove_logo(inputs)
	if (locale === "en-XA") return __en_xa2.company_remove_logo(inputs)
	return __en.company_remove_logo(inputs)
});
/**
* | output |
* | --- |
* | "Replace logo…" |
*
* @param {Company_Replace_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_replace_logo = /** @type {((inputs?: Company_Replace_LogoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Replace_LogoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_replace_logo(inputs)
	if (locale === "en-XA") return __en_xa2.company_replace_logo(inputs)
	return __en.company_replace_logo(inputs)
});
/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Company_Save_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_save_name = /** @type {((inputs?: Company_Save_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Save_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_save_name(inputs)
	if (locale === "en-XA") return __en_xa2.company_save_name(inputs)
	return __en.company_save_name(inputs)
});
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Company_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_title = /** @type {((inputs?: Company_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.company_title(inputs)
	if (locale === "en-XA") return __en_xa2.company_title(inputs)
	return __en.company_title(inputs)
});
/**
* | output |
* | --- |
* | "Checking the connection…" |
*
* @param {Connection_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const connection_checking = /** @type {((inputs?: Connection_CheckingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_CheckingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.connection_checking(inputs)
	if (locale === "en-XA") return __en_xa2.connection_checking(inputs)
	return __en.connection_checking(inputs)
});
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Copy_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_done = /** @type {((inputs?: Copy_DoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copy_DoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.copy_done(inputs)
	if (locale === "en-XA") return __en_xa2.copy_done(inputs)
	return __en.copy_done(inputs)
});
/**
* | output |
* | --- |
* | "Could not copy: select the text instead" |
*
* @param {Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_failed = /** @type {((inputs?: Copy_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copy_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.copy_failed(inputs)
	if (locale === "en-XA") return __en_xa2.copy_failed(inputs)
	return __en.copy_failed(inputs)
});
/**
* | output |
* | --- |
* | "Copy {what}" |
*
* @param {Copy_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_what = /** @type {((inputs: Copy_WhatInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copy_WhatInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.copy_what(inputs)
	if (locale === "en-XA") return __en_xa2.copy_what(inputs)
	return __en.copy_what(inputs)
});
/**
* | output |
* | --- |
* | "dd" |
*
* @param {Date_Day_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_day_letters = /** @type {((inputs?: Date_Day_LettersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_Day_LettersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.date_day_letters(inputs)
	if (locale === "en-XA") return __en_xa2.date_day_letters(inputs)
	return __en.date_day_letters(inputs)
});
/**
* | output |
* | --- |
* | "mm" |
*
* @param {Date_Month_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_month_letters = /** @type {((inputs?: Date_Month_LettersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_Month_LettersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.date_month_letters(inputs)
	if (locale === "en-XA") return __en_xa2.date_month_letters(inputs)
	return __en.date_month_letters(inputs)
});
/**
* | output |
* | --- |
* | "yyyy" |
*
* @param {Date_Year_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_year_letters = /** @type {((inputs?: Date_Year_LettersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_Year_LettersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.date_year_letters(inputs)
	if (locale === "en-XA") return __en_xa2.date_year_letters(inputs)
	return __en.date_year_letters(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {DismissInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dismiss = /** @type {((inputs?: DismissInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<DismissInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.dismiss(inputs)
	if (locale === "en-XA") return __en_xa2.dismiss(inputs)
	return __en.dismiss(inputs)
});
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Draft_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_discard = /** @type {((inputs?: Draft_DiscardInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_DiscardInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.draft_discard(inputs)
	if (locale === "en-XA") return __en_xa2.draft_discard(inputs)
	return __en.draft_discard(inputs)
});
/**
* | output |
* | --- |
* | "Draft restored from" |
*
* @param {Draft_Restored_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_restored_from = /** @type {((inputs?: Draft_Restored_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_Restored_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.draft_restored_from(inputs)
	if (locale === "en-XA") return __en_xa2.draft_restored_from(inputs)
	return __en.draft_restored_from(inputs)
});
/**
* | output |
* | --- |
* | "Draft saved" |
*
* @param {Draft_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_saved = /** @type {((inputs?: Draft_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.draft_saved(inputs)
	if (locale === "en-XA") return __en_xa2.draft_saved(inputs)
	return __en.draft_saved(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {EditInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const edit = /** @type {((inputs?: EditInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<EditInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.edit(inputs)
	if (locale === "en-XA") return __en_xa2.edit(inputs)
	return __en.edit(inputs)
});
/**
* | output |
* | --- |
* | ": the service could not be asked now, so this is what the desk kept." |
*
* @param {Empty_State_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const empty_state_kept = /** @type {((inputs?: Empty_State_KeptInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Empty_State_KeptInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.empty_state_kept(inputs)
	if (locale === "en-XA") return __en_xa2.empty_state_kept(inputs)
	return __en.empty_state_kept(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk tries again on its own in a few seconds." |
*
* @param {Error_Retries_ItselfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_retries_itself = /** @type {((inputs?: Error_Retries_ItselfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Retries_ItselfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.error_retries_itself(inputs)
	if (locale === "en-XA") return __en_xa2.error_retries_itself(inputs)
	return __en.error_retries_itself(inputs)
});
/**
* | output |
* | --- |
* | "Agency" |
*
* @param {Export_AgencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_agency = /** @type {((inputs?: Export_AgencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_AgencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_agency(inputs)
	if (locale === "en-XA") return __en_xa2.export_agency(inputs)
	return __en.export_agency(inputs)
});
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Export_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_code = /** @type {((inputs?: Export_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_code(inputs)
	if (locale === "en-XA") return __en_xa2.export_code(inputs)
	return __en.export_code(inputs)
});
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Export_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_currency = /** @type {((inputs?: Export_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_currency(inputs)
	if (locale === "en-XA") return __en_xa2.export_currency(inputs)
	return __en.export_currency(inputs)
});
/**
* | output |
* | --- |
* | "(currency not stated)" |
*
* @param {Export_Currency_Not_StatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_currency_not_stated = /** @type {((inputs?: Export_Currency_Not_StatedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Currency_Not_StatedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_currency_not_stated(inputs)
	if (locale === "en-XA") return __en_xa2.export_currency_not_stated(inputs)
	return __en.export_currency_not_stated(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Export_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_delivery = /** @type {((inputs?: Export_DeliveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_DeliveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_delivery(inputs)
	if (locale === "en-XA") return __en_xa2.export_delivery(inputs)
	return __en.export_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Export_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_destination = /** @type {((inputs?: Export_DestinationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_DestinationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_destination(inputs)
	if (locale === "en-XA") return __en_xa2.export_destination(inputs)
	return __en.export_destination(inputs)
});
/**
* | output |
* | --- |
* | "Free time charged" |
*
* @param {Export_Free_Time_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_free_time_charged = /** @type {((inputs?: Export_Free_Time_ChargedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Free_Time_ChargedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_free_time_charged(inputs)
	if (locale === "en-XA") return __en_xa2.export_free_time_charged(inputs)
	return __en.export_free_time_charged(inputs)
});
/**
* | output |
* | --- |
* | "Free time currency" |
*
* @param {Export_Free_Time_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_free_time_currency = /** @type {((inputs?: Export_Free_Time_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Free_Time_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_free_time_currency(inputs)
	if (locale === "en-XA") return __en_xa2.export_free_time_currency(inputs)
	return __en.export_free_time_currency(inputs)
});
/**
* | output |
* | --- |
* | "Last free day" |
*
* @param {Export_Last_Free_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_last_free_day = /** @type {((inputs?: Export_Last_Free_DayInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Last_Free_DayInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_last_free_day(inputs)
	if (locale === "en-XA") return __en_xa2.export_last_free_day(inputs)
	return __en.export_last_free_day(inputs)
});
/**
* | output |
* | --- |
* | "not known" |
*
* @param {Export_Not_KnownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_not_known = /** @type {((inputs?: Export_Not_KnownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Not_KnownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_not_known(inputs)
	if (locale === "en-XA") return __en_xa2.export_not_known(inputs)
	return __en.export_not_known(inputs)
});
/**
* | output |
* | --- |
* | "Origin" |
*
* @param {Export_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_origin = /** @type {((inputs?: Export_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_origin(inputs)
	if (locale === "en-XA") return __en_xa2.export_origin(inputs)
	return __en.export_origin(inputs)
});
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Export_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_pickup = /** @type {((inputs?: Export_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_pickup(inputs)
	if (locale === "en-XA") return __en_xa2.export_pickup(inputs)
	return __en.export_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Export_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_price = /** @type {((inputs?: Export_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_price(inputs)
	if (locale === "en-XA") return __en_xa2.export_price(inputs)
	return __en.export_price(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Export_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_status = /** @type {((inputs?: Export_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.export_status(inputs)
	if (locale === "en-XA") return __en_xa2.export_status(inputs)
	return __en.export_status(inputs)
});
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} (address not reachable). Check the service address (the profile's base URL) and your connection, then try ..." |
*
* @param {Failure_Address_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_address_unreachable = /** @type {((inputs: Failure_Address_UnreachableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Address_UnreachableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_address_unreachable(inputs)
	if (locale === "en-XA") return __en_xa2.failure_address_unreachable(inputs)
	return __en.failure_address_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "Ask your freight service provider for access." |
*
* @param {Failure_Ask_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_ask_access = /** @type {((inputs?: Failure_Ask_AccessInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Ask_AccessInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_ask_access(inputs)
	if (locale === "en-XA") return __en_xa2.failure_ask_access(inputs)
	return __en.failure_ask_access(inputs)
});
/**
* | output |
* | --- |
* | "The freight service stopped sending its answer to \"{op}\" for {seconds} s." |
*
* @param {Failure_Body_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_body_timeout = /** @type {((inputs: Failure_Body_TimeoutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Body_TimeoutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_body_timeout(inputs)
	if (locale === "en-XA") return __en_xa2.failure_body_timeout(inputs)
	return __en.failure_body_timeout(inputs)
});
/**
* | output |
* | --- |
* | "The connection to the freight service broke during \"{op}\". Check your connection and try again." |
*
* @param {Failure_BrokeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke = /** @type {((inputs: Failure_BrokeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_BrokeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_broke(inputs)
	if (locale === "en-XA") return __en_xa2.failure_broke(inputs)
	return __en.failure_broke(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The connection to the freight service broke during \"{op}\" ({count} attempt). Check your connection and try again." |
* | * | "The connection to the freight service broke during \"{op}\" ({count} attempts). Check your connection and try again." |
*
* @param {Failure_Broke_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke_attempts = /** @type {((inputs: Failure_Broke_AttemptsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Broke_AttemptsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_broke_attempts(inputs)
	if (locale === "en-XA") return __en_xa2.failure_broke_attempts(inputs)
	return __en.failure_broke_attempts(inputs)
});
/**
* | output |
* | --- |
* | "The connection to the freight service broke during \"{op}\", so its outcome is unknown." |
*
* @param {Failure_Broke_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke_unknown = /** @type {((inputs: Failure_Broke_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Broke_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_broke_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.failure_broke_unknown(inputs)
	return __en.failure_broke_unknown(inputs)
});
/**
* | output |
* | --- |
* | "\"{op}\" was cancelled." |
*
* @param {Failure_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_cancelled = /** @type {((inputs: Failure_CancelledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_CancelledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.failure_cancelled(inputs)
	return __en.failure_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "The profile's base URL, or the API version in it, is probably wrong: check it in Settings." |
*
* @param {Failure_Check_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_check_base_url = /** @type {((inputs?: Failure_Check_Base_UrlInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Check_Base_UrlInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_check_base_url(inputs)
	if (locale === "en-XA") return __en_xa2.failure_check_base_url(inputs)
	return __en.failure_check_base_url(inputs)
});
/**
* | output |
* | --- |
* | "Check your connection and try again." |
*
* @param {Failure_Check_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_check_connection = /** @type {((inputs?: Failure_Check_ConnectionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Check_ConnectionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_check_connection(inputs)
	if (locale === "en-XA") return __en_xa2.failure_check_connection(inputs)
	return __en.failure_check_connection(inputs)
});
/**
* | output |
* | --- |
* | "\"{op}\" was stopped because the connection to the freight service was closed (profile switched or app closing)." |
*
* @param {Failure_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_closed = /** @type {((inputs: Failure_ClosedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_ClosedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_closed(inputs)
	if (locale === "en-XA") return __en_xa2.failure_closed(inputs)
	return __en.failure_closed(inputs)
});
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} within {seconds} s. Check your connection and the service address (the profile's base URL), then try again." |
*
* @param {Failure_Connect_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_connect_timeout = /** @type {((inputs: Failure_Connect_TimeoutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Connect_TimeoutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_connect_timeout(inputs)
	if (locale === "en-XA") return __en_xa2.failure_connect_timeout(inputs)
	return __en.failure_connect_timeout(inputs)
});
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} (connection refused). Check the service address (the profile's base URL) and your connection, then try again." |
*
* @param {Failure_Connection_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_connection_refused = /** @type {((inputs: Failure_Connection_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Connection_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_connection_refused(inputs)
	if (locale === "en-XA") return __en_xa2.failure_connection_refused(inputs)
	return __en.failure_connection_refused(inputs)
});
/**
* | output |
* | --- |
* | "The freight service does not allow this account to do \"{op}\"." |
*
* @param {Failure_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_forbidden = /** @type {((inputs: Failure_ForbiddenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_ForbiddenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_forbidden(inputs)
	if (locale === "en-XA") return __en_xa2.failure_forbidden(inputs)
	return __en.failure_forbidden(inputs)
});
/**
* | output |
* | --- |
* | "The freight service did not answer \"{op}\" within {seconds} s." |
*
* @param {Failure_Headers_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_headers_timeout = /** @type {((inputs: Failure_Headers_TimeoutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Headers_TimeoutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_headers_timeout(inputs)
	if (locale === "en-XA") return __en_xa2.failure_headers_timeout(inputs)
	return __en.failure_headers_timeout(inputs)
});
/**
* | output |
* | --- |
* | "The input is not valid." |
*
* @param {Failure_Input_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_input_invalid = /** @type {((inputs?: Failure_Input_InvalidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Input_InvalidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_input_invalid(inputs)
	if (locale === "en-XA") return __en_xa2.failure_input_invalid(inputs)
	return __en.failure_input_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong inside Freight Desk. Try again; if it keeps happening, restart the app." |
*
* @param {Failure_InternalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_internal = /** @type {((inputs?: Failure_InternalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_InternalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_internal(inputs)
	if (locale === "en-XA") return __en_xa2.failure_internal(inputs)
	return __en.failure_internal(inputs)
});
/**
* | output |
* | --- |
* | "It said: \"{message}\"." |
*
* @param {Failure_It_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_it_said = /** @type {((inputs: Failure_It_SaidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_It_SaidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_it_said(inputs)
	if (locale === "en-XA") return __en_xa2.failure_it_said(inputs)
	return __en.failure_it_said(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "(and {count} more)" |
* | * | "(and {count} more)" |
*
* @param {Failure_More_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_more_problems = /** @type {((inputs: Failure_More_ProblemsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_More_ProblemsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_more_problems(inputs)
	if (locale === "en-XA") return __en_xa2.failure_more_problems(inputs)
	return __en.failure_more_problems(inputs)
});
/**
* | output |
* | --- |
* | "The freight service at {host} does not offer \"{op}\" at this address (HTTP 404)." |
*
* @param {Failure_No_Such_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_no_such_address = /** @type {((inputs: Failure_No_Such_AddressInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_No_Such_AddressInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_no_such_address(inputs)
	if (locale === "en-XA") return __en_xa2.failure_no_such_address(inputs)
	return __en.failure_no_such_address(inputs)
});
/**
* | output |
* | --- |
* | "The freight service found nothing for \"{op}\"." |
*
* @param {Failure_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found = /** @type {((inputs: Failure_Not_FoundInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_FoundInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_not_found(inputs)
	if (locale === "en-XA") return __en_xa2.failure_not_found(inputs)
	return __en.failure_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was changed: what you acted on may be gone or out of date, so reload it before anything else." |
*
* @param {Failure_Not_Found_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found_changed = /** @type {((inputs?: Failure_Not_Found_ChangedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_Found_ChangedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_not_found_changed(inputs)
	if (locale === "en-XA") return __en_xa2.failure_not_found_changed(inputs)
	return __en.failure_not_found_changed(inputs)
});
/**
* | output |
* | --- |
* | "Check the id or code." |
*
* @param {Failure_Not_Found_Check_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found_check_id = /** @type {((inputs?: Failure_Not_Found_Check_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_Found_Check_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_not_found_check_id(inputs)
	if (locale === "en-XA") return __en_xa2.failure_not_found_check_id(inputs)
	return __en.failure_not_found_check_id(inputs)
});
/**
* | output |
* | --- |
* | "\"{op}\" was not sent: parameter {problem}." |
*
* @param {Failure_Not_Sent_ParameterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_sent_parameter = /** @type {((inputs: Failure_Not_Sent_ParameterInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_Sent_ParameterInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_not_sent_parameter(inputs)
	if (locale === "en-XA") return __en_xa2.failure_not_sent_parameter(inputs)
	return __en.failure_not_sent_parameter(inputs)
});
/**
* | output |
* | --- |
* | "\"{op}\" was not sent: request {problem}." |
*
* @param {Failure_Not_Sent_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_sent_request = /** @type {((inputs: Failure_Not_Sent_RequestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Not_Sent_RequestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_not_sent_request(inputs)
	if (locale === "en-XA") return __en_xa2.failure_not_sent_request(inputs)
	return __en.failure_not_sent_request(inputs)
});
/**
* | output |
* | --- |
* | "The freight service refused \"{op}\": {message}" |
*
* @param {Failure_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_refused = /** @type {((inputs: Failure_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_refused(inputs)
	if (locale === "en-XA") return __en_xa2.failure_refused(inputs)
	return __en.failure_refused(inputs)
});
/**
* | output |
* | --- |
* | "The freight service refused \"{op}\" without giving a reason." |
*
* @param {Failure_Refused_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_refused_no_reason = /** @type {((inputs: Failure_Refused_No_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Refused_No_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_refused_no_reason(inputs)
	if (locale === "en-XA") return __en_xa2.failure_refused_no_reason(inputs)
	return __en.failure_refused_no_reason(inputs)
});
/**
* | output |
* | --- |
* | "The freight service rejected \"{op}\": {reason}. Correct the request first: sent as it is, it would be refused again." |
*
* @param {Failure_Rejected_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_rejected_reason = /** @type {((inputs: Failure_Rejected_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Rejected_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_rejected_reason(inputs)
	if (locale === "en-XA") return __en_xa2.failure_rejected_reason(inputs)
	return __en.failure_rejected_reason(inputs)
});
/**
* | output |
* | --- |
* | "The freight service rejected \"{op}\" (HTTP {status}). Correct the request first: sent as it is, it would be refused again." |
*
* @param {Failure_Rejected_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_rejected_status = /** @type {((inputs: Failure_Rejected_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Rejected_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_rejected_status(inputs)
	if (locale === "en-XA") return __en_xa2.failure_rejected_status(inputs)
	return __en.failure_rejected_status(inputs)
});
/**
* | output |
* | --- |
* | "Try again; if it keeps happening, report it to your provider." |
*
* @param {Failure_Report_If_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_report_if_again = /** @type {((inputs?: Failure_Report_If_AgainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Report_If_AgainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_report_if_again(inputs)
	if (locale === "en-XA") return __en_xa2.failure_report_if_again(inputs)
	return __en.failure_report_if_again(inputs)
});
/**
* | output |
* | --- |
* | "The freight service gave up waiting for \"{op}\". Try again." |
*
* @param {Failure_Request_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_request_timeout = /** @type {((inputs: Failure_Request_TimeoutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Request_TimeoutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_request_timeout(inputs)
	if (locale === "en-XA") return __en_xa2.failure_request_timeout(inputs)
	return __en.failure_request_timeout(inputs)
});
/**
* | output |
* | --- |
* | "The freight service failed to carry out \"{op}\" (HTTP {status})." |
*
* @param {Failure_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server = /** @type {((inputs: Failure_ServerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_ServerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_server(inputs)
	if (locale === "en-XA") return __en_xa2.failure_server(inputs)
	return __en.failure_server(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The freight service failed to carry out \"{op}\" (HTTP {status}) after {count} attempt." |
* | * | "The freight service failed to carry out \"{op}\" (HTTP {status}) after {count} attempts." |
*
* @param {Failure_Server_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server_attempts = /** @type {((inputs: Failure_Server_AttemptsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Server_AttemptsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_server_attempts(inputs)
	if (locale === "en-XA") return __en_xa2.failure_server_attempts(inputs)
	return __en.failure_server_attempts(inputs)
});
/**
* | output |
* | --- |
* | "The freight service reported a failure of \"{op}\" (HTTP {status})." |
*
* @param {Failure_Server_ReportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server_reported = /** @type {((inputs: Failure_Server_ReportedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Server_ReportedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_server_reported(inputs)
	if (locale === "en-XA") return __en_xa2.failure_server_reported(inputs)
	return __en.failure_server_reported(inputs)
});
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" larger than {limit} MiB; Freight Desk stopped reading it. Narrow the request (fewer items, a shorter period) or ..." |
*
* @param {Failure_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large = /** @type {((inputs: Failure_Too_LargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_LargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_too_large(inputs)
	if (locale === "en-XA") return __en_xa2.failure_too_large(inputs)
	return __en.failure_too_large(inputs)
});
/**
* | output |
* | --- |
* | "The freight service did not carry out \"{op}\" (HTTP {status}), and its answer was larger than {limit} MiB, too large to read. Try again; if it keeps happening..." |
*
* @param {Failure_Too_Large_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large_refused = /** @type {((inputs: Failure_Too_Large_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_Large_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_too_large_refused(inputs)
	if (locale === "en-XA") return __en_xa2.failure_too_large_refused(inputs)
	return __en.failure_too_large_refused(inputs)
});
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" larger than {limit} MiB; Freight Desk stopped reading it, so the outcome is unknown." |
*
* @param {Failure_Too_Large_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large_unknown = /** @type {((inputs: Failure_Too_Large_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_Large_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_too_large_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.failure_too_large_unknown(inputs)
	return __en.failure_too_large_unknown(inputs)
});
/**
* | output |
* | --- |
* | "The freight service is receiving too many requests and refused \"{op}\". Wait a minute and try again." |
*
* @param {Failure_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_many_requests = /** @type {((inputs: Failure_Too_Many_RequestsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_Many_RequestsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_too_many_requests(inputs)
	if (locale === "en-XA") return __en_xa2.failure_too_many_requests(inputs)
	return __en.failure_too_many_requests(inputs)
});
/**
* | output |
* | --- |
* | "The freight service is receiving too many requests and refused \"{op}\". Wait {seconds} s and try again." |
*
* @param {Failure_Too_Many_Requests_WaitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_many_requests_wait = /** @type {((inputs: Failure_Too_Many_Requests_WaitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Too_Many_Requests_WaitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_too_many_requests_wait(inputs)
	if (locale === "en-XA") return __en_xa2.failure_too_many_requests_wait(inputs)
	return __en.failure_too_many_requests_wait(inputs)
});
/**
* | output |
* | --- |
* | "It asked to wait {seconds} s; try again then." |
*
* @param {Failure_Try_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_try_after = /** @type {((inputs: Failure_Try_AfterInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Try_AfterInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_try_after(inputs)
	if (locale === "en-XA") return __en_xa2.failure_try_after(inputs)
	return __en.failure_try_after(inputs)
});
/**
* | output |
* | --- |
* | "Try again in a few minutes." |
*
* @param {Failure_Try_LaterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_try_later = /** @type {((inputs?: Failure_Try_LaterInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Try_LaterInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_try_later(inputs)
	if (locale === "en-XA") return __en_xa2.failure_try_later(inputs)
	return __en.failure_try_later(inputs)
});
/**
* | output |
* | --- |
* | "The freight service did not accept the session for \"{op}\", even after signing in again. Check the profile's API key and secret." |
*
* @param {Failure_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unauthorized = /** @type {((inputs: Failure_UnauthorizedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_UnauthorizedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_unauthorized(inputs)
	if (locale === "en-XA") return __en_xa2.failure_unauthorized(inputs)
	return __en.failure_unauthorized(inputs)
});
/**
* | output |
* | --- |
* | "The freight service answered \"{op}\" with an unexpected HTTP status {status}." |
*
* @param {Failure_Unexpected_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unexpected_status = /** @type {((inputs: Failure_Unexpected_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Unexpected_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_unexpected_status(inputs)
	if (locale === "en-XA") return __en_xa2.failure_unexpected_status(inputs)
	return __en.failure_unexpected_status(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk has no function called {channel}." |
*
* @param {Failure_Unknown_ChannelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unknown_channel = /** @type {((inputs: Failure_Unknown_ChannelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Unknown_ChannelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_unknown_channel(inputs)
	if (locale === "en-XA") return __en_xa2.failure_unknown_channel(inputs)
	return __en.failure_unknown_channel(inputs)
});
/**
* | output |
* | --- |
* | "It may or may not have been carried out: check {check} before trying again." |
*
* @param {Failure_Unknown_OutcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unknown_outcome = /** @type {((inputs: Failure_Unknown_OutcomeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Unknown_OutcomeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_unknown_outcome(inputs)
	if (locale === "en-XA") return __en_xa2.failure_unknown_outcome(inputs)
	return __en.failure_unknown_outcome(inputs)
});
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" that Freight Desk cannot read ({problem})." |
*
* @param {Failure_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unreadable = /** @type {((inputs: Failure_UnreadableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_UnreadableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_unreadable(inputs)
	if (locale === "en-XA") return __en_xa2.failure_unreadable(inputs)
	return __en.failure_unreadable(inputs)
});
/**
* | output |
* | --- |
* | "The freight service accepted \"{op}\" but sent an answer Freight Desk cannot read ({problem})." |
*
* @param {Failure_Unreadable_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unreadable_accepted = /** @type {((inputs: Failure_Unreadable_AcceptedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Unreadable_AcceptedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.failure_unreadable_accepted(inputs)
	if (locale === "en-XA") return __en_xa2.failure_unreadable_accepted(inputs)
	return __en.failure_unreadable_accepted(inputs)
});
/**
* | output |
* | --- |
* | "No API key and secret are stored for “{name}”. Enter them in Settings." |
*
* @param {Keychain_No_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keychain_no_credentials = /** @type {((inputs: Keychain_No_CredentialsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keychain_No_CredentialsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.keychain_no_credentials(inputs)
	if (locale === "en-XA") return __en_xa2.keychain_no_credentials(inputs)
	return __en.keychain_no_credentials(inputs)
});
/**
* | output |
* | --- |
* | "The API key and secret stored for “{name}” were given for {kept}, but the profile now points at {origin}. Enter the key and secret for that service in Settings." |
*
* @param {Keychain_Other_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keychain_other_origin = /** @type {((inputs: Keychain_Other_OriginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keychain_Other_OriginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.keychain_other_origin(inputs)
	if (locale === "en-XA") return __en_xa2.keychain_other_origin(inputs)
	return __en.keychain_other_origin(inputs)
});
/**
* | output |
* | --- |
* | "The system keychain is not available, so API credentials cannot be stored or read. On Linux, install and unlock a Secret Service keyring (for example GNOME K..." |
*
* @param {Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keychain_unavailable = /** @type {((inputs?: Keychain_UnavailableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keychain_UnavailableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.keychain_unavailable(inputs)
	if (locale === "en-XA") return __en_xa2.keychain_unavailable(inputs)
	return __en.keychain_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const loading = /** @type {((inputs?: LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.loading(inputs)
	if (locale === "en-XA") return __en_xa2.loading(inputs)
	return __en.loading(inputs)
});
/**
* | output |
* | --- |
* | "What went wrong and when, written to a file on this computer. Keys, secrets and tokens are never written to it." |
*
* @param {Logs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_description = /** @type {((inputs?: Logs_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Logs_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.logs_description(inputs)
	if (locale === "en-XA") return __en_xa2.logs_description(inputs)
	return __en.logs_description(inputs)
});
/**
* | output |
* | --- |
* | "Could not show the logs" |
*
* @param {Logs_Show_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_show_failed = /** @type {((inputs?: Logs_Show_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Logs_Show_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.logs_show_failed(inputs)
	if (locale === "en-XA") return __en_xa2.logs_show_failed(inputs)
	return __en.logs_show_failed(inputs)
});
/**
* | output |
* | --- |
* | "Logs" |
*
* @param {Logs_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_title = /** @type {((inputs?: Logs_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Logs_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.logs_title(inputs)
	if (locale === "en-XA") return __en_xa2.logs_title(inputs)
	return __en.logs_title(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk could not write its settings file {path} ({why}), so nothing was changed. Check that the disk has free space and the folder can be written, then..." |
*
* @param {Main_Settings_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_not_saved = /** @type {((inputs: Main_Settings_Not_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Settings_Not_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.main_settings_not_saved(inputs)
	if (locale === "en-XA") return __en_xa2.main_settings_not_saved(inputs)
	return __en.main_settings_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "About {app}" |
*
* @param {Menu_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_about = /** @type {((inputs: Menu_AboutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_AboutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_about(inputs)
	if (locale === "en-XA") return __en_xa2.menu_about(inputs)
	return __en.menu_about(inputs)
});
/**
* | output |
* | --- |
* | "Actual Size" |
*
* @param {Menu_Actual_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_actual_size = /** @type {((inputs?: Menu_Actual_SizeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Actual_SizeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_actual_size(inputs)
	if (locale === "en-XA") return __en_xa2.menu_actual_size(inputs)
	return __en.menu_actual_size(inputs)
});
/**
* | output |
* | --- |
* | "Bring All to Front" |
*
* @param {Menu_Bring_All_To_FrontInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_bring_all_to_front = /** @type {((inputs?: Menu_Bring_All_To_FrontInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Bring_All_To_FrontInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_bring_all_to_front(inputs)
	if (locale === "en-XA") return __en_xa2.menu_bring_all_to_front(inputs)
	return __en.menu_bring_all_to_front(inputs)
});
/**
* | output |
* | --- |
* | "Close Window" |
*
* @param {Menu_Close_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_close_window = /** @type {((inputs?: Menu_Close_WindowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Close_WindowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_close_window(inputs)
	if (locale === "en-XA") return __en_xa2.menu_close_window(inputs)
	return __en.menu_close_window(inputs)
});
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Menu_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_copy = /** @type {((inputs?: Menu_CopyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_CopyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_copy(inputs)
	if (locale === "en-XA") return __en_xa2.menu_copy(inputs)
	return __en.menu_copy(inputs)
});
/**
* | output |
* | --- |
* | "Cut" |
*
* @param {Menu_CutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_cut = /** @type {((inputs?: Menu_CutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_CutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_cut(inputs)
	if (locale === "en-XA") return __en_xa2.menu_cut(inputs)
	return __en.menu_cut(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Menu_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_edit = /** @type {((inputs?: Menu_EditInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_EditInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_edit(inputs)
	if (locale === "en-XA") return __en_xa2.menu_edit(inputs)
	return __en.menu_edit(inputs)
});
/**
* | output |
* | --- |
* | "Exit" |
*
* @param {Menu_ExitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_exit = /** @type {((inputs?: Menu_ExitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ExitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_exit(inputs)
	if (locale === "en-XA") return __en_xa2.menu_exit(inputs)
	return __en.menu_exit(inputs)
});
/**
* | output |
* | --- |
* | "File" |
*
* @param {Menu_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_file = /** @type {((inputs?: Menu_FileInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_FileInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_file(inputs)
	if (locale === "en-XA") return __en_xa2.menu_file(inputs)
	return __en.menu_file(inputs)
});
/**
* | output |
* | --- |
* | "Toggle Full Screen" |
*
* @param {Menu_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_full_screen = /** @type {((inputs?: Menu_Full_ScreenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Full_ScreenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_full_screen(inputs)
	if (locale === "en-XA") return __en_xa2.menu_full_screen(inputs)
	return __en.menu_full_screen(inputs)
});
/**
* | output |
* | --- |
* | "Go" |
*
* @param {Menu_GoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_go = /** @type {((inputs?: Menu_GoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_GoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_go(inputs)
	if (locale === "en-XA") return __en_xa2.menu_go(inputs)
	return __en.menu_go(inputs)
});
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Menu_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_help = /** @type {((inputs?: Menu_HelpInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_HelpInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_help(inputs)
	if (locale === "en-XA") return __en_xa2.menu_help(inputs)
	return __en.menu_help(inputs)
});
/**
* | output |
* | --- |
* | "Hide {app}" |
*
* @param {Menu_HideInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_hide = /** @type {((inputs: Menu_HideInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_HideInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_hide(inputs)
	if (locale === "en-XA") return __en_xa2.menu_hide(inputs)
	return __en.menu_hide(inputs)
});
/**
* | output |
* | --- |
* | "Hide Others" |
*
* @param {Menu_Hide_OthersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_hide_others = /** @type {((inputs?: Menu_Hide_OthersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Hide_OthersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_hide_others(inputs)
	if (locale === "en-XA") return __en_xa2.menu_hide_others(inputs)
	return __en.menu_hide_others(inputs)
});
/**
* | output |
* | --- |
* | "Minimize" |
*
* @param {Menu_MinimizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_minimize = /** @type {((inputs?: Menu_MinimizeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_MinimizeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_minimize(inputs)
	if (locale === "en-XA") return __en_xa2.menu_minimize(inputs)
	return __en.menu_minimize(inputs)
});
/**
* | output |
* | --- |
* | "Paste" |
*
* @param {Menu_PasteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_paste = /** @type {((inputs?: Menu_PasteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_PasteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_paste(inputs)
	if (locale === "en-XA") return __en_xa2.menu_paste(inputs)
	return __en.menu_paste(inputs)
});
/**
* | output |
* | --- |
* | "Quit {app}" |
*
* @param {Menu_QuitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_quit = /** @type {((inputs: Menu_QuitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_QuitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_quit(inputs)
	if (locale === "en-XA") return __en_xa2.menu_quit(inputs)
	return __en.menu_quit(inputs)
});
/**
* | output |
* | --- |
* | "Redo" |
*
* @param {Menu_RedoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_redo = /** @type {((inputs?: Menu_RedoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_RedoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_redo(inputs)
	if (locale === "en-XA") return __en_xa2.menu_redo(inputs)
	return __en.menu_redo(inputs)
});
/**
* | output |
* | --- |
* | "Select All" |
*
* @param {Menu_Select_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_select_all = /** @type {((inputs?: Menu_Select_AllInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Select_AllInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_select_all(inputs)
	if (locale === "en-XA") return __en_xa2.menu_select_all(inputs)
	return __en.menu_select_all(inputs)
});
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Menu_ServicesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_services = /** @type {((inputs?: Menu_ServicesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ServicesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_services(inputs)
	if (locale === "en-XA") return __en_xa2.menu_services(inputs)
	return __en.menu_services(inputs)
});
/**
* | output |
* | --- |
* | "Show All" |
*
* @param {Menu_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_show_all = /** @type {((inputs?: Menu_Show_AllInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Show_AllInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_show_all(inputs)
	if (locale === "en-XA") return __en_xa2.menu_show_all(inputs)
	return __en.menu_show_all(inputs)
});
/**
* | output |
* | --- |
* | "Show logs" |
*
* @param {Menu_Show_LogsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_show_logs = /** @type {((inputs?: Menu_Show_LogsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Show_LogsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_show_logs(inputs)
	if (locale === "en-XA") return __en_xa2.menu_show_logs(inputs)
	return __en.menu_show_logs(inputs)
});
/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Menu_UndoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_undo = /** @type {((inputs?: Menu_UndoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_UndoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_undo(inputs)
	if (locale === "en-XA") return __en_xa2.menu_undo(inputs)
	return __en.menu_undo(inputs)
});
/**
* | output |
* | --- |
* | "View" |
*
* @param {Menu_ViewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_view = /** @type {((inputs?: Menu_ViewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ViewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_view(inputs)
	if (locale === "en-XA") return __en_xa2.menu_view(inputs)
	return __en.menu_view(inputs)
});
/**
* | output |
* | --- |
* | "Window" |
*
* @param {Menu_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_window = /** @type {((inputs?: Menu_WindowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_WindowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_window(inputs)
	if (locale === "en-XA") return __en_xa2.menu_window(inputs)
	return __en.menu_window(inputs)
});
/**
* | output |
* | --- |
* | "Zoom" |
*
* @param {Menu_ZoomInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom = /** @type {((inputs?: Menu_ZoomInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ZoomInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_zoom(inputs)
	if (locale === "en-XA") return __en_xa2.menu_zoom(inputs)
	return __en.menu_zoom(inputs)
});
/**
* | output |
* | --- |
* | "Zoom In" |
*
* @param {Menu_Zoom_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_in = /** @type {((inputs?: Menu_Zoom_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Zoom_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_zoom_in(inputs)
	if (locale === "en-XA") return __en_xa2.menu_zoom_in(inputs)
	return __en.menu_zoom_in(inputs)
});
/**
* | output |
* | --- |
* | "Zoom Out" |
*
* @param {Menu_Zoom_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_out = /** @type {((inputs?: Menu_Zoom_OutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Zoom_OutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.menu_zoom_out(inputs)
	if (locale === "en-XA") return __en_xa2.menu_zoom_out(inputs)
	return __en.menu_zoom_out(inputs)
});
/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Nav_Group_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_group_reference = /** @type {((inputs?: Nav_Group_ReferenceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Group_ReferenceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_group_reference(inputs)
	if (locale === "en-XA") return __en_xa2.nav_group_reference(inputs)
	return __en.nav_group_reference(inputs)
});
/**
* | output |
* | --- |
* | "Shipments" |
*
* @param {Nav_Group_WorkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_group_work = /** @type {((inputs?: Nav_Group_WorkInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Group_WorkInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_group_work(inputs)
	if (locale === "en-XA") return __en_xa2.nav_group_work(inputs)
	return __en.nav_group_work(inputs)
});
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_MainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_main = /** @type {((inputs?: Nav_MainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.nav_main(inputs)
	if (locale === "en-XA") return __en_xa2.nav_main(inputs)
	return __en.nav_main(inputs)
});
/**
* | output |
* | --- |
* | "This page is the inside of the Freight Desk app and needs the app around it to reach the freight service. Open Freight Desk itself (or the web harness, npm r..." |
*
* @param {No_Bridge_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const no_bridge_body = /** @type {((inputs?: No_Bridge_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_Bridge_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.no_bridge_body(inputs)
	if (locale === "en-XA") return __en_xa2.no_bridge_body(inputs)
	return __en.no_bridge_body(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk cannot start here" |
*
* @param {No_Bridge_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const no_bridge_title = /** @type {((inputs?: No_Bridge_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_Bridge_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.no_bridge_title(inputs)
	if (locale === "en-XA") return __en_xa2.no_bridge_title(inputs)
	return __en.no_bridge_title(inputs)
});
/**
* | output |
* | --- |
* | "New in the list" |
*
* @param {Notice_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_added = /** @type {((inputs?: Notice_AddedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_AddedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_added(inputs)
	if (locale === "en-XA") return __en_xa2.notice_added(inputs)
	return __en.notice_added(inputs)
});
/**
* | output |
* | --- |
* | "Customs: {from} → {to}" |
*
* @param {Notice_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_customs = /** @type {((inputs: Notice_CustomsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_CustomsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_customs(inputs)
	if (locale === "en-XA") return __en_xa2.notice_customs(inputs)
	return __en.notice_customs(inputs)
});
/**
* | output |
* | --- |
* | "ETA moved: {from} → {to}" |
*
* @param {Notice_Eta_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_eta_moved = /** @type {((inputs: Notice_Eta_MovedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Eta_MovedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_eta_moved(inputs)
	if (locale === "en-XA") return __en_xa2.notice_eta_moved(inputs)
	return __en.notice_eta_moved(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new tracking message" |
* | * | "{count} new tracking messages" |
*
* @param {Notice_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_messages = /** @type {((inputs: Notice_MessagesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_MessagesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_messages(inputs)
	if (locale === "en-XA") return __en_xa2.notice_messages(inputs)
	return __en.notice_messages(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new tracking message: “{latest}”" |
* | * | "{count} new tracking messages: “{latest}”" |
*
* @param {Notice_Messages_LatestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_messages_latest = /** @type {((inputs: Notice_Messages_LatestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Messages_LatestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_messages_latest(inputs)
	if (locale === "en-XA") return __en_xa2.notice_messages_latest(inputs)
	return __en.notice_messages_latest(inputs)
});
/**
* | output |
* | --- |
* | "none" |
*
* @param {Notice_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_none = /** @type {((inputs?: Notice_NoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_NoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_none(inputs)
	if (locale === "en-XA") return __en_xa2.notice_none(inputs)
	return __en.notice_none(inputs)
});
/**
* | output |
* | --- |
* | "Pickup moved: {from} → {to}" |
*
* @param {Notice_Pickup_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_pickup_moved = /** @type {((inputs: Notice_Pickup_MovedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Pickup_MovedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_pickup_moved(inputs)
	if (locale === "en-XA") return __en_xa2.notice_pickup_moved(inputs)
	return __en.notice_pickup_moved(inputs)
});
/**
* | output |
* | --- |
* | "Shipment {code}" |
*
* @param {Notice_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_shipment = /** @type {((inputs: Notice_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_shipment(inputs)
	if (locale === "en-XA") return __en_xa2.notice_shipment(inputs)
	return __en.notice_shipment(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} shipment changed" |
* | * | "{count} shipments changed" |
*
* @param {Notice_Shipments_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_shipments_changed = /** @type {((inputs: Notice_Shipments_ChangedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Shipments_ChangedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_shipments_changed(inputs)
	if (locale === "en-XA") return __en_xa2.notice_shipments_changed(inputs)
	return __en.notice_shipments_changed(inputs)
});
/**
* | output |
* | --- |
* | "Status: {from} → {to}" |
*
* @param {Notice_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_status = /** @type {((inputs: Notice_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_status(inputs)
	if (locale === "en-XA") return __en_xa2.notice_status(inputs)
	return __en.notice_status(inputs)
});
/**
* | output |
* | --- |
* | "No longer listed by the service (kept here)" |
*
* @param {Notice_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_unlisted = /** @type {((inputs?: Notice_UnlistedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_UnlistedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notice_unlisted(inputs)
	if (locale === "en-XA") return __en_xa2.notice_unlisted(inputs)
	return __en.notice_unlisted(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss notification {title}" |
*
* @param {Notices_Dismiss_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_dismiss_one = /** @type {((inputs: Notices_Dismiss_OneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Dismiss_OneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notices_dismiss_one(inputs)
	if (locale === "en-XA") return __en_xa2.notices_dismiss_one(inputs)
	return __en.notices_dismiss_one(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss (Esc)" |
*
* @param {Notices_Dismiss_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_dismiss_title = /** @type {((inputs?: Notices_Dismiss_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Dismiss_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notices_dismiss_title(inputs)
	if (locale === "en-XA") return __en_xa2.notices_dismiss_title(inputs)
	return __en.notices_dismiss_title(inputs)
});
/**
* | output |
* | --- |
* | "Open in Tracking · Esc to dismiss" |
*
* @param {Notices_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_hint = /** @type {((inputs?: Notices_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notices_hint(inputs)
	if (locale === "en-XA") return __en_xa2.notices_hint(inputs)
	return __en.notices_hint(inputs)
});
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notices_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_label = /** @type {((inputs?: Notices_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notices_label(inputs)
	if (locale === "en-XA") return __en_xa2.notices_label(inputs)
	return __en.notices_label(inputs)
});
/**
* | output |
* | --- |
* | "What a sync found changed in your shipments, one notification per sync; clicking one opens the shipment, or Tracking when many changed. Nothing is notified f..." |
*
* @param {Notifications_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_description = /** @type {((inputs?: Notifications_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notifications_description(inputs)
	if (locale === "en-XA") return __en_xa2.notifications_description(inputs)
	return __en.notifications_description(inputs)
});
/**
* | output |
* | --- |
* | "Notify me about" |
*
* @param {Notifications_Notify_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_notify_about = /** @type {((inputs?: Notifications_Notify_AboutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Notify_AboutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notifications_notify_about(inputs)
	if (locale === "en-XA") return __en_xa2.notifications_notify_about(inputs)
	return __en.notifications_notify_about(inputs)
});
/**
* | output |
* | --- |
* | "Could not read the notification settings" |
*
* @param {Notifications_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_read_failed = /** @type {((inputs?: Notifications_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notifications_read_failed(inputs)
	if (locale === "en-XA") return __en_xa2.notifications_read_failed(inputs)
	return __en.notifications_read_failed(inputs)
});
/**
* | output |
* | --- |
* | "Could not save the notification settings" |
*
* @param {Notifications_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_save_failed = /** @type {((inputs?: Notifications_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.notifications_save_failed(inputs)
	if (locale === "en-XA") return __en_xa2.notifications_save_failed(inputs)
	return __en.notifications_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk keeps trying on its own." |
*
* @param {Offline_Keeps_TryingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_keeps_trying = /** @type {((inputs?: Offline_Keeps_TryingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Keeps_TryingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_keeps_trying(inputs)
	if (locale === "en-XA") return __en_xa2.offline_keeps_trying(inputs)
	return __en.offline_keeps_trying(inputs)
});
/**
* | output |
* | --- |
* | "It last answered {when}." |
*
* @param {Offline_Last_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_last_answered = /** @type {((inputs: Offline_Last_AnsweredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Last_AnsweredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_last_answered(inputs)
	if (locale === "en-XA") return __en_xa2.offline_last_answered(inputs)
	return __en.offline_last_answered(inputs)
});
/**
* | output |
* | --- |
* | "It has not answered since the desk started." |
*
* @param {Offline_Never_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_never_answered = /** @type {((inputs?: Offline_Never_AnsweredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Never_AnsweredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_never_answered(inputs)
	if (locale === "en-XA") return __en_xa2.offline_never_answered(inputs)
	return __en.offline_never_answered(inputs)
});
/**
* | output |
* | --- |
* | "The service cannot be reached" |
*
* @param {Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_title = /** @type {((inputs?: Offline_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_title(inputs)
	if (locale === "en-XA") return __en_xa2.offline_title(inputs)
	return __en.offline_title(inputs)
});
/**
* | output |
* | --- |
* | "Shipments, quotes and documents show as stored, each marked with the time it was fetched (\"as of\"). Actions that need the service (rate, book, upload, switch..." |
*
* @param {Offline_What_WorksInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_what_works = /** @type {((inputs?: Offline_What_WorksInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_What_WorksInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.offline_what_works(inputs)
	if (locale === "en-XA") return __en_xa2.offline_what_works(inputs)
	return __en.offline_what_works(inputs)
});
/**
* | output |
* | --- |
* | "Get a bearer token with the API key and secret" |
*
* @param {Op_Auth_TokenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_auth_token = /** @type {((inputs?: Op_Auth_TokenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Auth_TokenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_auth_token(inputs)
	if (locale === "en-XA") return __en_xa2.op_auth_token(inputs)
	return __en.op_auth_token(inputs)
});
/**
* | output |
* | --- |
* | "Book a shipment of boxes" |
*
* @param {Op_Booking_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_boxes = /** @type {((inputs?: Op_Booking_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Booking_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_booking_boxes(inputs)
	if (locale === "en-XA") return __en_xa2.op_booking_boxes(inputs)
	return __en.op_booking_boxes(inputs)
});
/**
* | output |
* | --- |
* | "Book a shipment of pallets" |
*
* @param {Op_Booking_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_pallets = /** @type {((inputs?: Op_Booking_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Booking_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_booking_pallets(inputs)
	if (locale === "en-XA") return __en_xa2.op_booking_pallets(inputs)
	return __en.op_booking_pallets(inputs)
});
/**
* | output |
* | --- |
* | "Book a full-container sea shipment" |
*
* @param {Op_Booking_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_sea_fcl = /** @type {((inputs?: Op_Booking_Sea_FclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Booking_Sea_FclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_booking_sea_fcl(inputs)
	if (locale === "en-XA") return __en_xa2.op_booking_sea_fcl(inputs)
	return __en.op_booking_sea_fcl(inputs)
});
/**
* | output |
* | --- |
* | "Book a less-than-container sea shipment" |
*
* @param {Op_Booking_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_sea_lcl = /** @type {((inputs?: Op_Booking_Sea_LclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Booking_Sea_LclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_booking_sea_lcl(inputs)
	if (locale === "en-XA") return __en_xa2.op_booking_sea_lcl(inputs)
	return __en.op_booking_sea_lcl(inputs)
});
/**
* | output |
* | --- |
* | "the shipment's document checklist (Documents)" |
*
* @param {Op_Check_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_documents = /** @type {((inputs?: Op_Check_DocumentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_DocumentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_check_documents(inputs)
	if (locale === "en-XA") return __en_xa2.op_check_documents(inputs)
	return __en.op_check_documents(inputs)
});
/**
* | output |
* | --- |
* | "the saved quotes (Quotes)" |
*
* @param {Op_Check_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_quotes = /** @type {((inputs?: Op_Check_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_check_quotes(inputs)
	if (locale === "en-XA") return __en_xa2.op_check_quotes(inputs)
	return __en.op_check_quotes(inputs)
});
/**
* | output |
* | --- |
* | "the service's records" |
*
* @param {Op_Check_Service_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_service_records = /** @type {((inputs?: Op_Check_Service_RecordsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_Service_RecordsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_check_service_records(inputs)
	if (locale === "en-XA") return __en_xa2.op_check_service_records(inputs)
	return __en.op_check_service_records(inputs)
});
/**
* | output |
* | --- |
* | "the shipment's detail (Tracking)" |
*
* @param {Op_Check_Shipment_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_shipment_detail = /** @type {((inputs?: Op_Check_Shipment_DetailInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_Shipment_DetailInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_check_shipment_detail(inputs)
	if (locale === "en-XA") return __en_xa2.op_check_shipment_detail(inputs)
	return __en.op_check_shipment_detail(inputs)
});
/**
* | output |
* | --- |
* | "the shipment list (Tracking) for a new shipment" |
*
* @param {Op_Check_Shipment_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_shipment_list = /** @type {((inputs?: Op_Check_Shipment_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_Shipment_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_check_shipment_list(inputs)
	if (locale === "en-XA") return __en_xa2.op_check_shipment_list(inputs)
	return __en.op_check_shipment_list(inputs)
});
/**
* | output |
* | --- |
* | "the tariff report of the contract (Tariffs)" |
*
* @param {Op_Check_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_tariffs = /** @type {((inputs?: Op_Check_TariffsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_TariffsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_check_tariffs(inputs)
	if (locale === "en-XA") return __en_xa2.op_check_tariffs(inputs)
	return __en.op_check_tariffs(inputs)
});
/**
* | output |
* | --- |
* | "Download a shipment document" |
*
* @param {Op_Documents_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_download = /** @type {((inputs?: Op_Documents_DownloadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Documents_DownloadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_documents_download(inputs)
	if (locale === "en-XA") return __en_xa2.op_documents_download(inputs)
	return __en.op_documents_download(inputs)
});
/**
* | output |
* | --- |
* | "List the documents of a shipment" |
*
* @param {Op_Documents_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_list = /** @type {((inputs?: Op_Documents_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Documents_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_documents_list(inputs)
	if (locale === "en-XA") return __en_xa2.op_documents_list(inputs)
	return __en.op_documents_list(inputs)
});
/**
* | output |
* | --- |
* | "Upload a shipment document" |
*
* @param {Op_Documents_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_upload = /** @type {((inputs?: Op_Documents_UploadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Documents_UploadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_documents_upload(inputs)
	if (locale === "en-XA") return __en_xa2.op_documents_upload(inputs)
	return __en.op_documents_upload(inputs)
});
/**
* | output |
* | --- |
* | "Find airports by name, city or IATA code" |
*
* @param {Op_Lookup_AirportsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_airports = /** @type {((inputs?: Op_Lookup_AirportsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Lookup_AirportsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_lookup_airports(inputs)
	if (locale === "en-XA") return __en_xa2.op_lookup_airports(inputs)
	return __en.op_lookup_airports(inputs)
});
/**
* | output |
* | --- |
* | "List maritime container types" |
*
* @param {Op_Lookup_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_containers = /** @type {((inputs?: Op_Lookup_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Lookup_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_lookup_containers(inputs)
	if (locale === "en-XA") return __en_xa2.op_lookup_containers(inputs)
	return __en.op_lookup_containers(inputs)
});
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
	if (locale === "es") return __es.op_lookup_pallet_types(inputs)
	if (locale === "en-XA") return __en_xa2.op_lookup_pallet_types(inputs)
	return __en.op_lookup_pallet_types(inputs)
});
/**
* | output |
* | --- |
* | "Find maritime ports by city name" |
*
* @param {Op_Lookup_PortsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_ports = /** @type {((inputs?: Op_Lookup_PortsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Lookup_PortsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_lookup_ports(inputs)
	if (locale === "en-XA") return __en_xa2.op_lookup_ports(inputs)
	return __en.op_lookup_ports(inputs)
});
/**
* | output |
* | --- |
* | "Find postal code locations by country and city or code" |
*
* @param {Op_Lookup_Postal_CodesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_postal_codes = /** @type {((inputs?: Op_Lookup_Postal_CodesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Lookup_Postal_CodesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_lookup_postal_codes(inputs)
	if (locale === "en-XA") return __en_xa2.op_lookup_postal_codes(inputs)
	return __en.op_lookup_postal_codes(inputs)
});
/**
* | output |
* | --- |
* | "Pickup time windows offered for a shipment" |
*
* @param {Op_Pickup_TimesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_pickup_times = /** @type {((inputs?: Op_Pickup_TimesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Pickup_TimesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_pickup_times(inputs)
	if (locale === "en-XA") return __en_xa2.op_pickup_times(inputs)
	return __en.op_pickup_times(inputs)
});
/**
* | output |
* | --- |
* | "Delete a saved quote" |
*
* @param {Op_Quotes_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_delete = /** @type {((inputs?: Op_Quotes_DeleteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Quotes_DeleteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_quotes_delete(inputs)
	if (locale === "en-XA") return __en_xa2.op_quotes_delete(inputs)
	return __en.op_quotes_delete(inputs)
});
/**
* | output |
* | --- |
* | "List saved quotes" |
*
* @param {Op_Quotes_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_list = /** @type {((inputs?: Op_Quotes_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Quotes_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_quotes_list(inputs)
	if (locale === "en-XA") return __en_xa2.op_quotes_list(inputs)
	return __en.op_quotes_list(inputs)
});
/**
* | output |
* | --- |
* | "Save a rate as a quote" |
*
* @param {Op_Quotes_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_save = /** @type {((inputs?: Op_Quotes_SaveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Quotes_SaveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_quotes_save(inputs)
	if (locale === "en-XA") return __en_xa2.op_quotes_save(inputs)
	return __en.op_quotes_save(inputs)
});
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
	if (locale === "es") return __es.op_rates_air(inputs)
	if (locale === "en-XA") return __en_xa2.op_rates_air(inputs)
	return __en.op_rates_air(inputs)
});
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
	if (locale === "es") return __es.op_rates_boxes(inputs)
	if (locale === "en-XA") return __en_xa2.op_rates_boxes(inputs)
	return __en.op_rates_boxes(inputs)
});
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
	if (locale === "es") return __es.op_rates_pallets(inputs)
	if (locale === "en-XA") return __en_xa2.op_rates_pallets(inputs)
	return __en.op_rates_pallets(inputs)
});
/**
* | output |
* | --- |
* | "Rate a full-container sea shipment" |
*
* @param {Op_Rates_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_sea_fcl = /** @type {((inputs?: Op_Rates_Sea_FclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Rates_Sea_FclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_rates_sea_fcl(inputs)
	if (locale === "en-XA") return __en_xa2.op_rates_sea_fcl(inputs)
	return __en.op_rates_sea_fcl(inputs)
});
/**
* | output |
* | --- |
* | "Rate a less-than-container sea shipment" |
*
* @param {Op_Rates_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_sea_lcl = /** @type {((inputs?: Op_Rates_Sea_LclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Rates_Sea_LclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_rates_sea_lcl(inputs)
	if (locale === "en-XA") return __en_xa2.op_rates_sea_lcl(inputs)
	return __en.op_rates_sea_lcl(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Op_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_sign_in = /** @type {((inputs?: Op_Sign_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Sign_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_sign_in(inputs)
	if (locale === "en-XA") return __en_xa2.op_sign_in(inputs)
	return __en.op_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Query the tariff report" |
*
* @param {Op_Tariffs_ReportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tariffs_report = /** @type {((inputs?: Op_Tariffs_ReportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tariffs_ReportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_tariffs_report(inputs)
	if (locale === "en-XA") return __en_xa2.op_tariffs_report(inputs)
	return __en.op_tariffs_report(inputs)
});
/**
* | output |
* | --- |
* | "Upload maritime tariff files" |
*
* @param {Op_Tariffs_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tariffs_upload = /** @type {((inputs?: Op_Tariffs_UploadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tariffs_UploadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_tariffs_upload(inputs)
	if (locale === "en-XA") return __en_xa2.op_tariffs_upload(inputs)
	return __en.op_tariffs_upload(inputs)
});
/**
* | output |
* | --- |
* | "Read the detail of a shipment" |
*
* @param {Op_Tracking_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_detail = /** @type {((inputs?: Op_Tracking_DetailInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tracking_DetailInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_tracking_detail(inputs)
	if (locale === "en-XA") return __en_xa2.op_tracking_detail(inputs)
	return __en.op_tracking_detail(inputs)
});
/**
* | output |
* | --- |
* | "Read the tracking messages of a shipment" |
*
* @param {Op_Tracking_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_messages = /** @type {((inputs?: Op_Tracking_MessagesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tracking_MessagesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_tracking_messages(inputs)
	if (locale === "en-XA") return __en_xa2.op_tracking_messages(inputs)
	return __en.op_tracking_messages(inputs)
});
/**
* | output |
* | --- |
* | "List shipments with tracking data" |
*
* @param {Op_Tracking_ShipmentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_shipments = /** @type {((inputs?: Op_Tracking_ShipmentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tracking_ShipmentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_tracking_shipments(inputs)
	if (locale === "en-XA") return __en_xa2.op_tracking_shipments(inputs)
	return __en.op_tracking_shipments(inputs)
});
/**
* | output |
* | --- |
* | "Switch tracking of a shipment on or off" |
*
* @param {Op_Tracking_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_switch = /** @type {((inputs?: Op_Tracking_SwitchInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Tracking_SwitchInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.op_tracking_switch(inputs)
	if (locale === "en-XA") return __en_xa2.op_tracking_switch(inputs)
	return __en.op_tracking_switch(inputs)
});
/**
* | output |
* | --- |
* | "Open Settings" |
*
* @param {Open_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const open_settings = /** @type {((inputs?: Open_SettingsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Open_SettingsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.open_settings(inputs)
	if (locale === "en-XA") return __en_xa2.open_settings(inputs)
	return __en.open_settings(inputs)
});
/**
* | output |
* | --- |
* | "Outcome unknown: {what}" |
*
* @param {Outcome_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const outcome_unknown = /** @type {((inputs: Outcome_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcome_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.outcome_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.outcome_unknown(inputs)
	return __en.outcome_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Commands" |
*
* @param {Palette_CommandsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_commands = /** @type {((inputs?: Palette_CommandsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_CommandsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_commands(inputs)
	if (locale === "en-XA") return __en_xa2.palette_commands(inputs)
	return __en.palette_commands(inputs)
});
/**
* | output |
* | --- |
* | "Go to a screen, find a shipment by code, rate, switch profile" |
*
* @param {Palette_Input_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_input_label = /** @type {((inputs?: Palette_Input_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Input_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_input_label(inputs)
	if (locale === "en-XA") return __en_xa2.palette_input_label(inputs)
	return __en.palette_input_label(inputs)
});
/**
* | output |
* | --- |
* | "Go to a screen, find a shipment by code, rate, switch profile…" |
*
* @param {Palette_Input_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_input_placeholder = /** @type {((inputs?: Palette_Input_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Input_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_input_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.palette_input_placeholder(inputs)
	return __en.palette_input_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "↑ ↓ to move, Enter to open, Esc to close." |
*
* @param {Palette_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_keys = /** @type {((inputs?: Palette_KeysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_KeysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_keys(inputs)
	if (locale === "en-XA") return __en_xa2.palette_keys(inputs)
	return __en.palette_keys(inputs)
});
/**
* | output |
* | --- |
* | "Command palette" |
*
* @param {Palette_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_label = /** @type {((inputs?: Palette_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_label(inputs)
	if (locale === "en-XA") return __en_xa2.palette_label(inputs)
	return __en.palette_label(inputs)
});
/**
* | output |
* | --- |
* | "Nothing matches “{typed}”." |
*
* @param {Palette_Nothing_MatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_nothing_matches = /** @type {((inputs: Palette_Nothing_MatchesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Nothing_MatchesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_nothing_matches(inputs)
	if (locale === "en-XA") return __en_xa2.palette_nothing_matches(inputs)
	return __en.palette_nothing_matches(inputs)
});
/**
* | output |
* | --- |
* | "The embedded sandbox" |
*
* @param {Palette_Profile_SandboxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_profile_sandbox = /** @type {((inputs?: Palette_Profile_SandboxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Profile_SandboxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_profile_sandbox(inputs)
	if (locale === "en-XA") return __en_xa2.palette_profile_sandbox(inputs)
	return __en.palette_profile_sandbox(inputs)
});
/**
* | output |
* | --- |
* | "A freight service account" |
*
* @param {Palette_Profile_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_profile_service = /** @type {((inputs?: Palette_Profile_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Profile_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_profile_service(inputs)
	if (locale === "en-XA") return __en_xa2.palette_profile_service(inputs)
	return __en.palette_profile_service(inputs)
});
/**
* | output |
* | --- |
* | "profile account use switch" |
*
* @param {Palette_Profile_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_profile_words = /** @type {((inputs?: Palette_Profile_WordsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Profile_WordsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_profile_words(inputs)
	if (locale === "en-XA") return __en_xa2.palette_profile_words(inputs)
	return __en.palette_profile_words(inputs)
});
/**
* | output |
* | --- |
* | "A new rating: {mode}" |
*
* @param {Palette_Rate_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_rate_detail = /** @type {((inputs: Palette_Rate_DetailInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Rate_DetailInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_rate_detail(inputs)
	if (locale === "en-XA") return __en_xa2.palette_rate_detail(inputs)
	return __en.palette_rate_detail(inputs)
});
/**
* | output |
* | --- |
* | "Rate {mode}" |
*
* @param {Palette_Rate_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_rate_label = /** @type {((inputs: Palette_Rate_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Rate_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_rate_label(inputs)
	if (locale === "en-XA") return __en_xa2.palette_rate_label(inputs)
	return __en.palette_rate_label(inputs)
});
/**
* | output |
* | --- |
* | "rating start new price quote" |
*
* @param {Palette_Rate_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_rate_words = /** @type {((inputs?: Palette_Rate_WordsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Rate_WordsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_rate_words(inputs)
	if (locale === "en-XA") return __en_xa2.palette_rate_words(inputs)
	return __en.palette_rate_words(inputs)
});
/**
* | output |
* | --- |
* | "go open screen" |
*
* @param {Palette_Screen_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_screen_words = /** @type {((inputs?: Palette_Screen_WordsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Screen_WordsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_screen_words(inputs)
	if (locale === "en-XA") return __en_xa2.palette_screen_words(inputs)
	return __en.palette_screen_words(inputs)
});
/**
* | output |
* | --- |
* | "Looking for shipments…" |
*
* @param {Palette_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_searching = /** @type {((inputs?: Palette_SearchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_SearchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_searching(inputs)
	if (locale === "en-XA") return __en_xa2.palette_searching(inputs)
	return __en.palette_searching(inputs)
});
/**
* | output |
* | --- |
* | "Go to" |
*
* @param {Palette_Section_Go_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_section_go_to = /** @type {((inputs?: Palette_Section_Go_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Section_Go_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_section_go_to(inputs)
	if (locale === "en-XA") return __en_xa2.palette_section_go_to(inputs)
	return __en.palette_section_go_to(inputs)
});
/**
* | output |
* | --- |
* | "Profiles" |
*
* @param {Palette_Section_ProfilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_section_profiles = /** @type {((inputs?: Palette_Section_ProfilesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Section_ProfilesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_section_profiles(inputs)
	if (locale === "en-XA") return __en_xa2.palette_section_profiles(inputs)
	return __en.palette_section_profiles(inputs)
});
/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Palette_Section_RateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_section_rate = /** @type {((inputs?: Palette_Section_RateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Section_RateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_section_rate(inputs)
	if (locale === "en-XA") return __en_xa2.palette_section_rate(inputs)
	return __en.palette_section_rate(inputs)
});
/**
* | output |
* | --- |
* | "Shipments" |
*
* @param {Palette_Section_ShipmentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_section_shipments = /** @type {((inputs?: Palette_Section_ShipmentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Section_ShipmentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_section_shipments(inputs)
	if (locale === "en-XA") return __en_xa2.palette_section_shipments(inputs)
	return __en.palette_section_shipments(inputs)
});
/**
* | output |
* | --- |
* | "Shipment {code}" |
*
* @param {Palette_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_shipment = /** @type {((inputs: Palette_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_shipment(inputs)
	if (locale === "en-XA") return __en_xa2.palette_shipment(inputs)
	return __en.palette_shipment(inputs)
});
/**
* | output |
* | --- |
* | "Switch to {name}" |
*
* @param {Palette_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_switch_to = /** @type {((inputs: Palette_Switch_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Palette_Switch_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.palette_switch_to(inputs)
	if (locale === "en-XA") return __en_xa2.palette_switch_to(inputs)
	return __en.palette_switch_to(inputs)
});
/**
* | output |
* | --- |
* | "Air freight" |
*
* @param {Pdf_Air_FreightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_air_freight = /** @type {((inputs?: Pdf_Air_FreightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Air_FreightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_air_freight(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_air_freight(inputs)
	return __en.pdf_air_freight(inputs)
});
/**
* | output |
* | --- |
* | "All-in price: every charge listed is included" |
*
* @param {Pdf_All_In_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_all_in_note = /** @type {((inputs?: Pdf_All_In_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_All_In_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_all_in_note(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_all_in_note(inputs)
	return __en.pdf_all_in_note(inputs)
});
/**
* | output |
* | --- |
* | "As quoted" |
*
* @param {Pdf_As_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_as_quoted = /** @type {((inputs?: Pdf_As_QuotedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_As_QuotedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_as_quoted(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_as_quoted(inputs)
	return __en.pdf_as_quoted(inputs)
});
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Pdf_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_carrier = /** @type {((inputs?: Pdf_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_carrier(inputs)
	return __en.pdf_carrier(inputs)
});
/**
* | output |
* | --- |
* | "Carrier notes" |
*
* @param {Pdf_Carrier_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_carrier_notes = /** @type {((inputs?: Pdf_Carrier_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Carrier_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_carrier_notes(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_carrier_notes(inputs)
	return __en.pdf_carrier_notes(inputs)
});
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Pdf_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_charge = /** @type {((inputs?: Pdf_ChargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ChargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_charge(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_charge(inputs)
	return __en.pdf_charge(inputs)
});
/**
* | output |
* | --- |
* | "Chargeable weight" |
*
* @param {Pdf_Chargeable_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_chargeable_weight = /** @type {((inputs?: Pdf_Chargeable_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Chargeable_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_chargeable_weight(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_chargeable_weight(inputs)
	return __en.pdf_chargeable_weight(inputs)
});
/**
* | output |
* | --- |
* | "Charges in {currency}" |
*
* @param {Pdf_Charges_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_charges_in = /** @type {((inputs: Pdf_Charges_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Charges_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_charges_in(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_charges_in(inputs)
	return __en.pdf_charges_in(inputs)
});
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Pdf_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_amount = /** @type {((inputs?: Pdf_Col_AmountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_AmountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_amount(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_amount(inputs)
	return __en.pdf_col_amount(inputs)
});
/**
* | output |
* | --- |
* | "Basis" |
*
* @param {Pdf_Col_BasisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_basis = /** @type {((inputs?: Pdf_Col_BasisInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_BasisInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_basis(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_basis(inputs)
	return __en.pdf_col_basis(inputs)
});
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Pdf_Col_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_charge = /** @type {((inputs?: Pdf_Col_ChargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_ChargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_charge(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_charge(inputs)
	return __en.pdf_col_charge(inputs)
});
/**
* | output |
* | --- |
* | "Container" |
*
* @param {Pdf_Col_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_container = /** @type {((inputs?: Pdf_Col_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_container(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_container(inputs)
	return __en.pdf_col_container(inputs)
});
/**
* | output |
* | --- |
* | "Counted from" |
*
* @param {Pdf_Col_Counted_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_counted_from = /** @type {((inputs?: Pdf_Col_Counted_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_Counted_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_counted_from(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_counted_from(inputs)
	return __en.pdf_col_counted_from(inputs)
});
/**
* | output |
* | --- |
* | "Free days" |
*
* @param {Pdf_Col_Free_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_free_days = /** @type {((inputs?: Pdf_Col_Free_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_Free_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_free_days(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_free_days(inputs)
	return __en.pdf_col_free_days(inputs)
});
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Pdf_Col_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_free_time = /** @type {((inputs?: Pdf_Col_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_free_time(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_free_time(inputs)
	return __en.pdf_col_free_time(inputs)
});
/**
* | output |
* | --- |
* | "Penalty" |
*
* @param {Pdf_Col_PenaltyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_penalty = /** @type {((inputs?: Pdf_Col_PenaltyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_PenaltyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_penalty(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_penalty(inputs)
	return __en.pdf_col_penalty(inputs)
});
/**
* | output |
* | --- |
* | "Then per day" |
*
* @param {Pdf_Col_Per_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_per_day = /** @type {((inputs?: Pdf_Col_Per_DayInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_Per_DayInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_col_per_day(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_col_per_day(inputs)
	return __en.pdf_col_per_day(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} box" |
* | * | "{count} boxes" |
*
* @param {Pdf_Count_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_boxes = /** @type {((inputs: Pdf_Count_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_count_boxes(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_count_boxes(inputs)
	return __en.pdf_count_boxes(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} cargo line" |
* | * | "{count} cargo lines" |
*
* @param {Pdf_Count_Cargo_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_cargo_lines = /** @type {((inputs: Pdf_Count_Cargo_LinesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_Cargo_LinesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_count_cargo_lines(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_count_cargo_lines(inputs)
	return __en.pdf_count_cargo_lines(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} container" |
* | * | "{count} containers" |
*
* @param {Pdf_Count_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_containers = /** @type {((inputs: Pdf_Count_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_count_containers(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_count_containers(inputs)
	return __en.pdf_count_containers(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pallet" |
* | * | "{count} pallets" |
*
* @param {Pdf_Count_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_pallets = /** @type {((inputs: Pdf_Count_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_count_pallets(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_count_pallets(inputs)
	return __en.pdf_count_pallets(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "({count} piece)" |
* | * | "({count} pieces)" |
*
* @param {Pdf_Count_PiecesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_pieces = /** @type {((inputs: Pdf_Count_PiecesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Count_PiecesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_count_pieces(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_count_pieces(inputs)
	return __en.pdf_count_pieces(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} day" |
* | * | "{count} days" |
*
* @param {Pdf_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_days = /** @type {((inputs: Pdf_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_days(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_days(inputs)
	return __en.pdf_days(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Pdf_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_delivery = /** @type {((inputs?: Pdf_DeliveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_DeliveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_delivery(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_delivery(inputs)
	return __en.pdf_delivery(inputs)
});
/**
* | output |
* | --- |
* | "{kind}, every charge included" |
*
* @param {Pdf_Every_Charge_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_every_charge_included = /** @type {((inputs: Pdf_Every_Charge_IncludedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Every_Charge_IncludedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_every_charge_included(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_every_charge_included(inputs)
	return __en.pdf_every_charge_included(inputs)
});
/**
* | output |
* | --- |
* | "Flights" |
*
* @param {Pdf_FlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_flights = /** @type {((inputs?: Pdf_FlightsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_FlightsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_flights(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_flights(inputs)
	return __en.pdf_flights(inputs)
});
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Pdf_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_free_time = /** @type {((inputs?: Pdf_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_free_time(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_free_time(inputs)
	return __en.pdf_free_time(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Pdf_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_from = /** @type {((inputs?: Pdf_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_from(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_from(inputs)
	return __en.pdf_from(inputs)
});
/**
* | output |
* | --- |
* | "Please give {quote} when you book." |
*
* @param {Pdf_Give_Quote_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_give_quote_number = /** @type {((inputs: Pdf_Give_Quote_NumberInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Give_Quote_NumberInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_give_quote_number(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_give_quote_number(inputs)
	return __en.pdf_give_quote_number(inputs)
});
/**
* | output |
* | --- |
* | "Goods" |
*
* @param {Pdf_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_goods = /** @type {((inputs?: Pdf_GoodsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_GoodsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_goods(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_goods(inputs)
	return __en.pdf_goods(inputs)
});
/**
* | output |
* | --- |
* | "Included" |
*
* @param {Pdf_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_included = /** @type {((inputs?: Pdf_IncludedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_IncludedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_included(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_included(inputs)
	return __en.pdf_included(inputs)
});
/**
* | output |
* | --- |
* | "Issued {date}" |
*
* @param {Pdf_IssuedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_issued = /** @type {((inputs: Pdf_IssuedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_IssuedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_issued(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_issued(inputs)
	return __en.pdf_issued(inputs)
});
/**
* | output |
* | --- |
* | "Air" |
*
* @param {Pdf_Mode_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_air = /** @type {((inputs?: Pdf_Mode_AirInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_AirInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_mode_air(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_mode_air(inputs)
	return __en.pdf_mode_air(inputs)
});
/**
* | output |
* | --- |
* | "Boxes" |
*
* @param {Pdf_Mode_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_boxes = /** @type {((inputs?: Pdf_Mode_BoxesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_BoxesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_mode_boxes(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_mode_boxes(inputs)
	return __en.pdf_mode_boxes(inputs)
});
/**
* | output |
* | --- |
* | "Pallets" |
*
* @param {Pdf_Mode_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_pallets = /** @type {((inputs?: Pdf_Mode_PalletsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_PalletsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_mode_pallets(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_mode_pallets(inputs)
	return __en.pdf_mode_pallets(inputs)
});
/**
* | output |
* | --- |
* | "Sea FCL (full container)" |
*
* @param {Pdf_Mode_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_sea_fcl = /** @type {((inputs?: Pdf_Mode_Sea_FclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_Sea_FclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_mode_sea_fcl(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_mode_sea_fcl(inputs)
	return __en.pdf_mode_sea_fcl(inputs)
});
/**
* | output |
* | --- |
* | "Sea LCL (groupage)" |
*
* @param {Pdf_Mode_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_sea_lcl = /** @type {((inputs?: Pdf_Mode_Sea_LclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Mode_Sea_LclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_mode_sea_lcl(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_mode_sea_lcl(inputs)
	return __en.pdf_mode_sea_lcl(inputs)
});
/**
* | output |
* | --- |
* | "No expiry given" |
*
* @param {Pdf_No_ExpiryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_no_expiry = /** @type {((inputs?: Pdf_No_ExpiryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_No_ExpiryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_no_expiry(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_no_expiry(inputs)
	return __en.pdf_no_expiry(inputs)
});
/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Pdf_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_notes = /** @type {((inputs?: Pdf_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_notes(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_notes(inputs)
	return __en.pdf_notes(inputs)
});
/**
* | output |
* | --- |
* | "On request" |
*
* @param {Pdf_On_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_on_request = /** @type {((inputs?: Pdf_On_RequestInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_On_RequestInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_on_request(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_on_request(inputs)
	return __en.pdf_on_request(inputs)
});
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Pdf_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_pickup = /** @type {((inputs?: Pdf_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_pickup(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_pickup(inputs)
	return __en.pdf_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Pre-booking: the carrier confirms the vessel and dates" |
*
* @param {Pdf_Pre_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_pre_booking = /** @type {((inputs?: Pdf_Pre_BookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Pre_BookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_pre_booking(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_pre_booking(inputs)
	return __en.pdf_pre_booking(inputs)
});
/**
* | output |
* | --- |
* | "The price includes every charge for this service." |
*
* @param {Pdf_Price_Includes_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_price_includes_all = /** @type {((inputs?: Pdf_Price_Includes_AllInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Price_Includes_AllInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_price_includes_all(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_price_includes_all(inputs)
	return __en.pdf_price_includes_all(inputs)
});
/**
* | output |
* | --- |
* | "QUOTATION" |
*
* @param {Pdf_QuotationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_quotation = /** @type {((inputs?: Pdf_QuotationInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_QuotationInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_quotation(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_quotation(inputs)
	return __en.pdf_quotation(inputs)
});
/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Pdf_Quote_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_quote_label = /** @type {((inputs?: Pdf_Quote_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Quote_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_quote_label(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_quote_label(inputs)
	return __en.pdf_quote_label(inputs)
});
/**
* | output |
* | --- |
* | "Ref." |
*
* @param {Pdf_Ref_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_ref_label = /** @type {((inputs?: Pdf_Ref_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Ref_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_ref_label(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_ref_label(inputs)
	return __en.pdf_ref_label(inputs)
});
/**
* | output |
* | --- |
* | "Ref. {reference}" |
*
* @param {Pdf_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_reference = /** @type {((inputs: Pdf_ReferenceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ReferenceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_reference(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_reference(inputs)
	return __en.pdf_reference(inputs)
});
/**
* | output |
* | --- |
* | "Sailing" |
*
* @param {Pdf_SailingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_sailing = /** @type {((inputs?: Pdf_SailingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_SailingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_sailing(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_sailing(inputs)
	return __en.pdf_sailing(inputs)
});
/**
* | output |
* | --- |
* | "Saved quote" |
*
* @param {Pdf_Saved_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_saved_quote = /** @type {((inputs?: Pdf_Saved_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Saved_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_saved_quote(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_saved_quote(inputs)
	return __en.pdf_saved_quote(inputs)
});
/**
* | output |
* | --- |
* | "Surcharge" |
*
* @param {Pdf_SurchargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_surcharge = /** @type {((inputs?: Pdf_SurchargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_SurchargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_surcharge(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_surcharge(inputs)
	return __en.pdf_surcharge(inputs)
});
/**
* | output |
* | --- |
* | "incl. {percent}% tax" |
*
* @param {Pdf_Tax_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_tax_included = /** @type {((inputs: Pdf_Tax_IncludedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Tax_IncludedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_tax_included(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_tax_included(inputs)
	return __en.pdf_tax_included(inputs)
});
/**
* | output |
* | --- |
* | "Prices as quoted by {carrier}; subject to space and equipment at booking." |
*
* @param {Pdf_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_terms = /** @type {((inputs: Pdf_TermsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_TermsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_terms(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_terms(inputs)
	return __en.pdf_terms(inputs)
});
/**
* | output |
* | --- |
* | "Prices as quoted by {carrier}, valid until {date}; subject to space and equipment at booking." |
*
* @param {Pdf_Terms_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_terms_valid = /** @type {((inputs: Pdf_Terms_ValidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Terms_ValidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_terms_valid(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_terms_valid(inputs)
	return __en.pdf_terms_valid(inputs)
});
/**
* | output |
* | --- |
* | "To" |
*
* @param {Pdf_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_to = /** @type {((inputs?: Pdf_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_to(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_to(inputs)
	return __en.pdf_to(inputs)
});
/**
* | output |
* | --- |
* | "All-in price given by the carrier" |
*
* @param {Pdf_Total_All_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_all_in = /** @type {((inputs?: Pdf_Total_All_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Total_All_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_total_all_in(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_total_all_in(inputs)
	return __en.pdf_total_all_in(inputs)
});
/**
* | output |
* | --- |
* | "Total of the quote, charges included" |
*
* @param {Pdf_Total_Of_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_of_quote = /** @type {((inputs?: Pdf_Total_Of_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Total_Of_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_total_of_quote(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_total_of_quote(inputs)
	return __en.pdf_total_of_quote(inputs)
});
/**
* | output |
* | --- |
* | "Total price" |
*
* @param {Pdf_Total_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_price = /** @type {((inputs?: Pdf_Total_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Total_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_total_price(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_total_price(inputs)
	return __en.pdf_total_price(inputs)
});
/**
* | output |
* | --- |
* | "The carrier’s price plus the surcharges listed" |
*
* @param {Pdf_Total_Price_And_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_price_and_surcharges = /** @type {((inputs?: Pdf_Total_Price_And_SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Total_Price_And_SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_total_price_and_surcharges(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_total_price_and_surcharges(inputs)
	return __en.pdf_total_price_and_surcharges(inputs)
});
/**
* | output |
* | --- |
* | "Sum of the charges listed" |
*
* @param {Pdf_Total_Sum_Of_ChargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_sum_of_charges = /** @type {((inputs?: Pdf_Total_Sum_Of_ChargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Total_Sum_Of_ChargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_total_sum_of_charges(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_total_sum_of_charges(inputs)
	return __en.pdf_total_sum_of_charges(inputs)
});
/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Pdf_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_transit = /** @type {((inputs?: Pdf_TransitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_TransitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_transit(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_transit(inputs)
	return __en.pdf_transit(inputs)
});
/**
* | output |
* | --- |
* | "an unnamed currency" |
*
* @param {Pdf_Unnamed_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_unnamed_currency = /** @type {((inputs?: Pdf_Unnamed_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Unnamed_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_unnamed_currency(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_unnamed_currency(inputs)
	return __en.pdf_unnamed_currency(inputs)
});
/**
* | output |
* | --- |
* | "Valid until {date}" |
*
* @param {Pdf_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_valid_until = /** @type {((inputs: Pdf_Valid_UntilInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Valid_UntilInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_valid_until(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_valid_until(inputs)
	return __en.pdf_valid_until(inputs)
});
/**
* | output |
* | --- |
* | "Vessel" |
*
* @param {Pdf_VesselInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_vessel = /** @type {((inputs?: Pdf_VesselInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_VesselInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_vessel(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_vessel(inputs)
	return __en.pdf_vessel(inputs)
});
/**
* | output |
* | --- |
* | "Via" |
*
* @param {Pdf_ViaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_via = /** @type {((inputs?: Pdf_ViaInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ViaInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pdf_via(inputs)
	if (locale === "en-XA") return __en_xa2.pdf_via(inputs)
	return __en.pdf_via(inputs)
});
/**
* | output |
* | --- |
* | "Penalty" |
*
* @param {PenaltyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const penalty = /** @type {((inputs?: PenaltyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<PenaltyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.penalty(inputs)
	if (locale === "en-XA") return __en_xa2.penalty(inputs)
	return __en.penalty(inputs)
});
/**
* | output |
* | --- |
* | "An amount such as 25 or 25.50" |
*
* @param {Pricing_Amount_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_amount_problem = /** @type {((inputs?: Pricing_Amount_ProblemInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Amount_ProblemInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_amount_problem(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_amount_problem(inputs)
	return __en.pricing_amount_problem(inputs)
});
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Pricing_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_change = /** @type {((inputs?: Pricing_ChangeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_ChangeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_change(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_change(inputs)
	return __en.pricing_change(inputs)
});
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Pricing_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_col_actions = /** @type {((inputs?: Pricing_Col_ActionsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Col_ActionsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_col_actions(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_col_actions(inputs)
	return __en.pricing_col_actions(inputs)
});
/**
* | output |
* | --- |
* | "the default margin \"{margin}\" is not a percentage such as 12.5 (0 to 1000)" |
*
* @param {Pricing_Csv_Bad_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_bad_margin = /** @type {((inputs: Pricing_Csv_Bad_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Bad_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_csv_bad_margin(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_csv_bad_margin(inputs)
	return __en.pricing_csv_bad_margin(inputs)
});
/**
* | output |
* | --- |
* | "the column \"{name}\" is named twice" |
*
* @param {Pricing_Csv_Column_TwiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_column_twice = /** @type {((inputs: Pricing_Csv_Column_TwiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Column_TwiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_csv_column_twice(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_csv_column_twice(inputs)
	return __en.pricing_csv_column_twice(inputs)
});
/**
* | output |
* | --- |
* | "the file is empty: the first line names the columns, \"name\" at least" |
*
* @param {Pricing_Csv_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_empty = /** @type {((inputs?: Pricing_Csv_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_csv_empty(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_csv_empty(inputs)
	return __en.pricing_csv_empty(inputs)
});
/**
* | output |
* | --- |
* | "it has {fields} fields and the header {header} (a comma in a name needs quotes)" |
*
* @param {Pricing_Csv_Extra_FieldsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_extra_fields = /** @type {((inputs: Pricing_Csv_Extra_FieldsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Extra_FieldsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_csv_extra_fields(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_csv_extra_fields(inputs)
	return __en.pricing_csv_extra_fields(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "and {shown} more problem" |
* | * | "and {shown} more problems" |
*
* @param {Pricing_Csv_More_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_more_problems = /** @type {((inputs: Pricing_Csv_More_ProblemsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_More_ProblemsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_csv_more_problems(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_csv_more_problems(inputs)
	return __en.pricing_csv_more_problems(inputs)
});
/**
* | output |
* | --- |
* | "the name is empty" |
*
* @param {Pricing_Csv_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_name_empty = /** @type {((inputs?: Pricing_Csv_Name_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Name_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_csv_name_empty(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_csv_name_empty(inputs)
	return __en.pricing_csv_name_empty(inputs)
});
/**
* | output |
* | --- |
* | "\"{name}\" is already on line {line}" |
*
* @param {Pricing_Csv_Name_RepeatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_name_repeated = /** @type {((inputs: Pricing_Csv_Name_RepeatedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Name_RepeatedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_csv_name_repeated(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_csv_name_repeated(inputs)
	return __en.pricing_csv_name_repeated(inputs)
});
/**
* | output |
* | --- |
* | "the file names the columns but holds no customer" |
*
* @param {Pricing_Csv_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_no_customer = /** @type {((inputs?: Pricing_Csv_No_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_No_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_csv_no_customer(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_csv_no_customer(inputs)
	return __en.pricing_csv_no_customer(inputs)
});
/**
* | output |
* | --- |
* | "the header has no \"name\" column" |
*
* @param {Pricing_Csv_No_Name_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_no_name_column = /** @type {((inputs?: Pricing_Csv_No_Name_ColumnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_No_Name_ColumnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_csv_no_name_column(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_csv_no_name_column(inputs)
	return __en.pricing_csv_no_name_column(inputs)
});
/**
* | output |
* | --- |
* | "a quoted field is not closed (a \" is missing)" |
*
* @param {Pricing_Csv_Quote_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_quote_open = /** @type {((inputs?: Pricing_Csv_Quote_OpenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Quote_OpenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_csv_quote_open(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_csv_quote_open(inputs)
	return __en.pricing_csv_quote_open(inputs)
});
/**
* | output |
* | --- |
* | "the {column} is longer than {max} characters" |
*
* @param {Pricing_Csv_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_too_long = /** @type {((inputs: Pricing_Csv_Too_LongInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Too_LongInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_csv_too_long(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_csv_too_long(inputs)
	return __en.pricing_csv_too_long(inputs)
});
/**
* | output |
* | --- |
* | "unknown column \"{name}\"; the columns are {columns}" |
*
* @param {Pricing_Csv_Unknown_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_unknown_column = /** @type {((inputs: Pricing_Csv_Unknown_ColumnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Csv_Unknown_ColumnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_csv_unknown_column(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_csv_unknown_column(inputs)
	return __en.pricing_csv_unknown_column(inputs)
});
/**
* | output |
* | --- |
* | "Add customer" |
*
* @param {Pricing_Customer_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_add = /** @type {((inputs?: Pricing_Customer_AddInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_AddInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_add(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_add(inputs)
	return __en.pricing_customer_add(inputs)
});
/**
* | output |
* | --- |
* | "Contact (optional)" |
*
* @param {Pricing_Customer_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_contact = /** @type {((inputs?: Pricing_Customer_ContactInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_ContactInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_contact(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_contact(inputs)
	return __en.pricing_customer_contact(inputs)
});
/**
* | output |
* | --- |
* | "Person, e-mail, phone" |
*
* @param {Pricing_Customer_Contact_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_contact_placeholder = /** @type {((inputs?: Pricing_Customer_Contact_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Contact_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_contact_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_contact_placeholder(inputs)
	return __en.pricing_customer_contact_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Currency note (optional)" |
*
* @param {Pricing_Customer_Currency_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_currency_note = /** @type {((inputs?: Pricing_Customer_Currency_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Currency_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_currency_note(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_currency_note(inputs)
	return __en.pricing_customer_currency_note(inputs)
});
/**
* | output |
* | --- |
* | "A note: the desk converts nothing." |
*
* @param {Pricing_Customer_Currency_Note_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_currency_note_hint = /** @type {((inputs?: Pricing_Customer_Currency_Note_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Currency_Note_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_currency_note_hint(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_currency_note_hint(inputs)
	return __en.pricing_customer_currency_note_hint(inputs)
});
/**
* | output |
* | --- |
* | "e.g. invoices in EUR" |
*
* @param {Pricing_Customer_Currency_Note_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_currency_note_placeholder = /** @type {((inputs?: Pricing_Customer_Currency_Note_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Currency_Note_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_currency_note_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_currency_note_placeholder(inputs)
	return __en.pricing_customer_currency_note_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Default margin % (optional)" |
*
* @param {Pricing_Customer_Default_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_margin = /** @type {((inputs?: Pricing_Customer_Default_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Default_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_default_margin(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_default_margin(inputs)
	return __en.pricing_customer_default_margin(inputs)
});
/**
* | output |
* | --- |
* | "Used when no rule for this customer is more specific." |
*
* @param {Pricing_Customer_Default_Margin_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_margin_hint = /** @type {((inputs?: Pricing_Customer_Default_Margin_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Default_Margin_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_default_margin_hint(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_default_margin_hint(inputs)
	return __en.pricing_customer_default_margin_hint(inputs)
});
/**
* | output |
* | --- |
* | "e.g. 12.5" |
*
* @param {Pricing_Customer_Default_Margin_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_margin_placeholder = /** @type {((inputs?: Pricing_Customer_Default_Margin_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Default_Margin_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_default_margin_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_default_margin_placeholder(inputs)
	return __en.pricing_customer_default_margin_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "{name}’s default margin" |
*
* @param {Pricing_Customer_Default_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_rule = /** @type {((inputs: Pricing_Customer_Default_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Default_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_default_rule(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_default_rule(inputs)
	return __en.pricing_customer_default_rule(inputs)
});
/**
* | output |
* | --- |
* | "Change {name}" |
*
* @param {Pricing_Customer_Form_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_form_change = /** @type {((inputs: Pricing_Customer_Form_ChangeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Form_ChangeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_form_change(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_form_change(inputs)
	return __en.pricing_customer_form_change(inputs)
});
/**
* | output |
* | --- |
* | "New customer" |
*
* @param {Pricing_Customer_Form_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_form_new = /** @type {((inputs?: Pricing_Customer_Form_NewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Form_NewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_form_new(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_form_new(inputs)
	return __en.pricing_customer_form_new(inputs)
});
/**
* | output |
* | --- |
* | "Language (optional)" |
*
* @param {Pricing_Customer_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_language = /** @type {((inputs?: Pricing_Customer_LanguageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_LanguageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_language(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_language(inputs)
	return __en.pricing_customer_language(inputs)
});
/**
* | output |
* | --- |
* | "e.g. Spanish" |
*
* @param {Pricing_Customer_Language_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_language_placeholder = /** @type {((inputs?: Pricing_Customer_Language_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Language_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_language_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_language_placeholder(inputs)
	return __en.pricing_customer_language_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Pricing_Customer_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_name = /** @type {((inputs?: Pricing_Customer_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_name(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_name(inputs)
	return __en.pricing_customer_name(inputs)
});
/**
* | output |
* | --- |
* | "Notes (optional)" |
*
* @param {Pricing_Customer_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_notes = /** @type {((inputs?: Pricing_Customer_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_notes(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_notes(inputs)
	return __en.pricing_customer_notes(inputs)
});
/**
* | output |
* | --- |
* | "Save customer" |
*
* @param {Pricing_Customer_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_save = /** @type {((inputs?: Pricing_Customer_SaveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_SaveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_save(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_save(inputs)
	return __en.pricing_customer_save(inputs)
});
/**
* | output |
* | --- |
* | "Could not save the customer" |
*
* @param {Pricing_Customer_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_save_failed = /** @type {((inputs?: Pricing_Customer_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customer_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customer_save_failed(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customer_save_failed(inputs)
	return __en.pricing_customer_save_failed(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} customer added" |
* | * | "{shown} customers added" |
*
* @param {Pricing_Customers_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_added = /** @type {((inputs: Pricing_Customers_AddedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_AddedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_added(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_added(inputs)
	return __en.pricing_customers_added(inputs)
});
/**
* | output |
* | --- |
* | "Currency note" |
*
* @param {Pricing_Customers_Col_Currency_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_col_currency_note = /** @type {((inputs?: Pricing_Customers_Col_Currency_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Col_Currency_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_col_currency_note(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_col_currency_note(inputs)
	return __en.pricing_customers_col_currency_note(inputs)
});
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Pricing_Customers_Col_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_col_customer = /** @type {((inputs?: Pricing_Customers_Col_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Col_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_col_customer(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_col_customer(inputs)
	return __en.pricing_customers_col_customer(inputs)
});
/**
* | output |
* | --- |
* | "Default margin" |
*
* @param {Pricing_Customers_Col_Default_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_col_default_margin = /** @type {((inputs?: Pricing_Customers_Col_Default_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Col_Default_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_col_default_margin(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_col_default_margin(inputs)
	return __en.pricing_customers_col_default_margin(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Pricing_Customers_Col_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_col_language = /** @type {((inputs?: Pricing_Customers_Col_LanguageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Col_LanguageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_col_language(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_col_language(inputs)
	return __en.pricing_customers_col_language(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} customer" |
* | * | "{shown} customers" |
*
* @param {Pricing_Customers_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_count = /** @type {((inputs: Pricing_Customers_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_count(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_count(inputs)
	return __en.pricing_customers_count(inputs)
});
/**
* | output |
* | --- |
* | "A CSV file's first line names its columns: {columns} (only name is required). A known name updates that customer." |
*
* @param {Pricing_Customers_Csv_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_csv_hint = /** @type {((inputs: Pricing_Customers_Csv_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Csv_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_csv_hint(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_csv_hint(inputs)
	return __en.pricing_customers_csv_hint(inputs)
});
/**
* | output |
* | --- |
* | "{name} is deleted from this desk. Quotes saved for it keep its name." |
*
* @param {Pricing_Customers_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_delete_body = /** @type {((inputs: Pricing_Customers_Delete_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Delete_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_delete_body(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_delete_body(inputs)
	return __en.pricing_customers_delete_body(inputs)
});
/**
* | output |
* | --- |
* | "Delete customer" |
*
* @param {Pricing_Customers_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_delete_confirm = /** @type {((inputs?: Pricing_Customers_Delete_ConfirmInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Delete_ConfirmInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_delete_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_delete_confirm(inputs)
	return __en.pricing_customers_delete_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Could not delete {name}" |
*
* @param {Pricing_Customers_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_delete_failed = /** @type {((inputs: Pricing_Customers_Delete_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Delete_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_delete_failed(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_delete_failed(inputs)
	return __en.pricing_customers_delete_failed(inputs)
});
/**
* | output |
* | --- |
* | "Delete this customer?" |
*
* @param {Pricing_Customers_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_delete_title = /** @type {((inputs?: Pricing_Customers_Delete_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Delete_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_delete_title(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_delete_title(inputs)
	return __en.pricing_customers_delete_title(inputs)
});
/**
* | output |
* | --- |
* | "Who your quotes are for. Pick one on the rating form to price its rates." |
*
* @param {Pricing_Customers_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_description = /** @type {((inputs?: Pricing_Customers_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_description(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_description(inputs)
	return __en.pricing_customers_description(inputs)
});
/**
* | output |
* | --- |
* | "No customers yet: add one, or import a CSV file." |
*
* @param {Pricing_Customers_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_empty = /** @type {((inputs?: Pricing_Customers_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_empty(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_empty(inputs)
	return __en.pricing_customers_empty(inputs)
});
/**
* | output |
* | --- |
* | "Import CSV…" |
*
* @param {Pricing_Customers_ImportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_import = /** @type {((inputs?: Pricing_Customers_ImportInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_ImportInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_import(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_import(inputs)
	return __en.pricing_customers_import(inputs)
});
/**
* | output |
* | --- |
* | "{file}: {message}" |
*
* @param {Pricing_Customers_Import_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_import_failed = /** @type {((inputs: Pricing_Customers_Import_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Import_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_import_failed(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_import_failed(inputs)
	return __en.pricing_customers_import_failed(inputs)
});
/**
* | output |
* | --- |
* | "Line {line}: {problem}" |
*
* @param {Pricing_Customers_Import_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_import_line = /** @type {((inputs: Pricing_Customers_Import_LineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Import_LineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_import_line(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_import_line(inputs)
	return __en.pricing_customers_import_line(inputs)
});
/**
* | output |
* | --- |
* | "{file}: {added}, {updated}." |
*
* @param {Pricing_Customers_ImportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_imported = /** @type {((inputs: Pricing_Customers_ImportedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_ImportedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_imported(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_imported(inputs)
	return __en.pricing_customers_imported(inputs)
});
/**
* | output |
* | --- |
* | "New customer" |
*
* @param {Pricing_Customers_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_new = /** @type {((inputs?: Pricing_Customers_NewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_NewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_new(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_new(inputs)
	return __en.pricing_customers_new(inputs)
});
/**
* | output |
* | --- |
* | "No customer matches the search." |
*
* @param {Pricing_Customers_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_no_match = /** @type {((inputs?: Pricing_Customers_No_MatchInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_No_MatchInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_no_match(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_no_match(inputs)
	return __en.pricing_customers_no_match(inputs)
});
/**
* | output |
* | --- |
* | "Could not read the customers" |
*
* @param {Pricing_Customers_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_read_failed = /** @type {((inputs?: Pricing_Customers_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_read_failed(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_read_failed(inputs)
	return __en.pricing_customers_read_failed(inputs)
});
/**
* | output |
* | --- |
* | "Search customers" |
*
* @param {Pricing_Customers_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_search = /** @type {((inputs?: Pricing_Customers_SearchInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_SearchInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_search(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_search(inputs)
	return __en.pricing_customers_search(inputs)
});
/**
* | output |
* | --- |
* | "Name, contact or notes" |
*
* @param {Pricing_Customers_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_search_placeholder = /** @type {((inputs?: Pricing_Customers_Search_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Search_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_search_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_search_placeholder(inputs)
	return __en.pricing_customers_search_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Customers" |
*
* @param {Pricing_Customers_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_title = /** @type {((inputs?: Pricing_Customers_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_title(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_title(inputs)
	return __en.pricing_customers_title(inputs)
});
/**
* | output |
* | --- |
* | "{file} is too large for a customer list." |
*
* @param {Pricing_Customers_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_too_large = /** @type {((inputs: Pricing_Customers_Too_LargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_Too_LargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_too_large(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_too_large(inputs)
	return __en.pricing_customers_too_large(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} customer updated" |
* | * | "{shown} customers updated" |
*
* @param {Pricing_Customers_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_updated = /** @type {((inputs: Pricing_Customers_UpdatedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Customers_UpdatedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_customers_updated(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_customers_updated(inputs)
	return __en.pricing_customers_updated(inputs)
});
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Pricing_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_delete = /** @type {((inputs?: Pricing_DeleteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_DeleteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_delete(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_delete(inputs)
	return __en.pricing_delete(inputs)
});
/**
* | output |
* | --- |
* | "The rule adds nothing: give a percentage, a fixed amount or a minimum" |
*
* @param {Pricing_Field_Adds_NothingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_adds_nothing = /** @type {((inputs?: Pricing_Field_Adds_NothingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Adds_NothingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_adds_nothing(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_adds_nothing(inputs)
	return __en.pricing_field_adds_nothing(inputs)
});
/**
* | output |
* | --- |
* | "An amount cannot be below zero" |
*
* @param {Pricing_Field_Amount_Below_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_amount_below_zero = /** @type {((inputs?: Pricing_Field_Amount_Below_ZeroInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Amount_Below_ZeroInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_amount_below_zero(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_amount_below_zero(inputs)
	return __en.pricing_field_amount_below_zero(inputs)
});
/**
* | output |
* | --- |
* | "An amount is at most 1,000,000,000" |
*
* @param {Pricing_Field_Amount_Too_HighInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_amount_too_high = /** @type {((inputs?: Pricing_Field_Amount_Too_HighInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Amount_Too_HighInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_amount_too_high(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_amount_too_high(inputs)
	return __en.pricing_field_amount_too_high(inputs)
});
/**
* | output |
* | --- |
* | "An amount is a whole number of hundredths" |
*
* @param {Pricing_Field_Amount_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_amount_whole = /** @type {((inputs?: Pricing_Field_Amount_WholeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Amount_WholeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_amount_whole(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_amount_whole(inputs)
	return __en.pricing_field_amount_whole(inputs)
});
/**
* | output |
* | --- |
* | "A fixed amount or a minimum needs its currency" |
*
* @param {Pricing_Field_Amounts_Need_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_amounts_need_currency = /** @type {((inputs?: Pricing_Field_Amounts_Need_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Amounts_Need_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_amounts_need_currency(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_amounts_need_currency(inputs)
	return __en.pricing_field_amounts_need_currency(inputs)
});
/**
* | output |
* | --- |
* | "A country is its two-letter ISO code, such as ES" |
*
* @param {Pricing_Field_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_country = /** @type {((inputs?: Pricing_Field_CountryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_CountryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_country(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_country(inputs)
	return __en.pricing_field_country(inputs)
});
/**
* | output |
* | --- |
* | "A customer file is at most {max} characters" |
*
* @param {Pricing_Field_Csv_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_csv_too_large = /** @type {((inputs: Pricing_Field_Csv_Too_LargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Csv_Too_LargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_csv_too_large(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_csv_too_large(inputs)
	return __en.pricing_field_csv_too_large(inputs)
});
/**
* | output |
* | --- |
* | "A currency is three letters, such as EUR" |
*
* @param {Pricing_Field_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_currency = /** @type {((inputs?: Pricing_Field_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_currency(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_currency(inputs)
	return __en.pricing_field_currency(inputs)
});
/**
* | output |
* | --- |
* | "{what} is a date such as 2026-11-23" |
*
* @param {Pricing_Field_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_date = /** @type {((inputs: Pricing_Field_DateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_DateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_date(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_date(inputs)
	return __en.pricing_field_date(inputs)
});
/**
* | output |
* | --- |
* | "A rate of exchange is above zero" |
*
* @param {Pricing_Field_Exchange_Above_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_exchange_above_zero = /** @type {((inputs?: Pricing_Field_Exchange_Above_ZeroInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Exchange_Above_ZeroInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_exchange_above_zero(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_exchange_above_zero(inputs)
	return __en.pricing_field_exchange_above_zero(inputs)
});
/**
* | output |
* | --- |
* | "A rate of exchange is between two currencies" |
*
* @param {Pricing_Field_Exchange_Two_CurrenciesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_exchange_two_currencies = /** @type {((inputs?: Pricing_Field_Exchange_Two_CurrenciesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Exchange_Two_CurrenciesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_exchange_two_currencies(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_exchange_two_currencies(inputs)
	return __en.pricing_field_exchange_two_currencies(inputs)
});
/**
* | output |
* | --- |
* | "A margin cannot be below zero" |
*
* @param {Pricing_Field_Margin_Amount_Below_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_margin_amount_below_zero = /** @type {((inputs?: Pricing_Field_Margin_Amount_Below_ZeroInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Margin_Amount_Below_ZeroInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_margin_amount_below_zero(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_margin_amount_below_zero(inputs)
	return __en.pricing_field_margin_amount_below_zero(inputs)
});
/**
* | output |
* | --- |
* | "A margin cannot be below 0 %" |
*
* @param {Pricing_Field_Margin_Below_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_margin_below_zero = /** @type {((inputs?: Pricing_Field_Margin_Below_ZeroInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Margin_Below_ZeroInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_margin_below_zero(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_margin_below_zero(inputs)
	return __en.pricing_field_margin_below_zero(inputs)
});
/**
* | output |
* | --- |
* | "A margin is at most 1,000 %" |
*
* @param {Pricing_Field_Margin_Too_HighInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_margin_too_high = /** @type {((inputs?: Pricing_Field_Margin_Too_HighInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Margin_Too_HighInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_margin_too_high(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_margin_too_high(inputs)
	return __en.pricing_field_margin_too_high(inputs)
});
/**
* | output |
* | --- |
* | "The name is required" |
*
* @param {Pricing_Field_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_name_required = /** @type {((inputs?: Pricing_Field_Name_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Name_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_name_required(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_name_required(inputs)
	return __en.pricing_field_name_required(inputs)
});
/**
* | output |
* | --- |
* | "{currency} amounts have no decimals" |
*
* @param {Pricing_Field_No_DecimalsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_no_decimals = /** @type {((inputs: Pricing_Field_No_DecimalsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_No_DecimalsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_no_decimals(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_no_decimals(inputs)
	return __en.pricing_field_no_decimals(inputs)
});
/**
* | output |
* | --- |
* | "{what} must be text" |
*
* @param {Pricing_Field_Not_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_not_text = /** @type {((inputs: Pricing_Field_Not_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Not_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_not_text(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_not_text(inputs)
	return __en.pricing_field_not_text(inputs)
});
/**
* | output |
* | --- |
* | "An amount per container needs the mode Sea FCL (the only one rated by container)" |
*
* @param {Pricing_Field_Per_Container_Needs_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_per_container_needs_fcl = /** @type {((inputs?: Pricing_Field_Per_Container_Needs_FclInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Per_Container_Needs_FclInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_per_container_needs_fcl(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_per_container_needs_fcl(inputs)
	return __en.pricing_field_per_container_needs_fcl(inputs)
});
/**
* | output |
* | --- |
* | "A percentage is a whole number of hundredths of a percent" |
*
* @param {Pricing_Field_Percent_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_percent_whole = /** @type {((inputs?: Pricing_Field_Percent_WholeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Percent_WholeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_percent_whole(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_percent_whole(inputs)
	return __en.pricing_field_percent_whole(inputs)
});
/**
* | output |
* | --- |
* | "A port is a UN/LOCODE such as ESVLC, an airport an IATA code such as BCN" |
*
* @param {Pricing_Field_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_port = /** @type {((inputs?: Pricing_Field_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_port(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_port(inputs)
	return __en.pricing_field_port(inputs)
});
/**
* | output |
* | --- |
* | "The rule needs a name" |
*
* @param {Pricing_Field_Rule_Needs_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_rule_needs_name = /** @type {((inputs?: Pricing_Field_Rule_Needs_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Rule_Needs_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_rule_needs_name(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_rule_needs_name(inputs)
	return __en.pricing_field_rule_needs_name(inputs)
});
/**
* | output |
* | --- |
* | "An amount must be a safe integer" |
*
* @param {Pricing_Field_Safe_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_safe_amount = /** @type {((inputs?: Pricing_Field_Safe_AmountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Safe_AmountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_safe_amount(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_safe_amount(inputs)
	return __en.pricing_field_safe_amount(inputs)
});
/**
* | output |
* | --- |
* | "The carrier" |
*
* @param {Pricing_Field_The_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_carrier = /** @type {((inputs?: Pricing_Field_The_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_The_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_the_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_the_carrier(inputs)
	return __en.pricing_field_the_carrier(inputs)
});
/**
* | output |
* | --- |
* | "The contact" |
*
* @param {Pricing_Field_The_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_contact = /** @type {((inputs?: Pricing_Field_The_ContactInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_The_ContactInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_the_contact(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_the_contact(inputs)
	return __en.pricing_field_the_contact(inputs)
});
/**
* | output |
* | --- |
* | "The currency note" |
*
* @param {Pricing_Field_The_Currency_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_currency_note = /** @type {((inputs?: Pricing_Field_The_Currency_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_The_Currency_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_the_currency_note(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_the_currency_note(inputs)
	return __en.pricing_field_the_currency_note(inputs)
});
/**
* | output |
* | --- |
* | "The language" |
*
* @param {Pricing_Field_The_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_language = /** @type {((inputs?: Pricing_Field_The_LanguageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_The_LanguageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_the_language(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_the_language(inputs)
	return __en.pricing_field_the_language(inputs)
});
/**
* | output |
* | --- |
* | "The name" |
*
* @param {Pricing_Field_The_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_name = /** @type {((inputs?: Pricing_Field_The_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_The_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_the_name(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_the_name(inputs)
	return __en.pricing_field_the_name(inputs)
});
/**
* | output |
* | --- |
* | "The notes" |
*
* @param {Pricing_Field_The_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_notes = /** @type {((inputs?: Pricing_Field_The_NotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_The_NotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_the_notes(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_the_notes(inputs)
	return __en.pricing_field_the_notes(inputs)
});
/**
* | output |
* | --- |
* | "The search" |
*
* @param {Pricing_Field_The_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_search = /** @type {((inputs?: Pricing_Field_The_SearchInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_The_SearchInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_the_search(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_the_search(inputs)
	return __en.pricing_field_the_search(inputs)
});
/**
* | output |
* | --- |
* | "{what} must be at most {max} characters" |
*
* @param {Pricing_Field_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_too_long = /** @type {((inputs: Pricing_Field_Too_LongInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_Too_LongInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_field_too_long(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_field_too_long(inputs)
	return __en.pricing_field_too_long(inputs)
});
/**
* | output |
* | --- |
* | "carrier" |
*
* @param {Pricing_Level_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_carrier = /** @type {((inputs?: Pricing_Level_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Level_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_level_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_level_carrier(inputs)
	return __en.pricing_level_carrier(inputs)
});
/**
* | output |
* | --- |
* | "customer" |
*
* @param {Pricing_Level_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_customer = /** @type {((inputs?: Pricing_Level_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Level_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_level_customer(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_level_customer(inputs)
	return __en.pricing_level_customer(inputs)
});
/**
* | output |
* | --- |
* | "desk default" |
*
* @param {Pricing_Level_DeskInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_desk = /** @type {((inputs?: Pricing_Level_DeskInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Level_DeskInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_level_desk(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_level_desk(inputs)
	return __en.pricing_level_desk(inputs)
});
/**
* | output |
* | --- |
* | "lane (countries)" |
*
* @param {Pricing_Level_Lane_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_lane_country = /** @type {((inputs?: Pricing_Level_Lane_CountryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Level_Lane_CountryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_level_lane_country(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_level_lane_country(inputs)
	return __en.pricing_level_lane_country(inputs)
});
/**
* | output |
* | --- |
* | "lane (ports)" |
*
* @param {Pricing_Level_Lane_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_lane_port = /** @type {((inputs?: Pricing_Level_Lane_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Level_Lane_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_level_lane_port(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_level_lane_port(inputs)
	return __en.pricing_level_lane_port(inputs)
});
/**
* | output |
* | --- |
* | "mode" |
*
* @param {Pricing_Level_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_mode = /** @type {((inputs?: Pricing_Level_ModeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Level_ModeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_level_mode(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_level_mode(inputs)
	return __en.pricing_level_mode(inputs)
});
/**
* | output |
* | --- |
* | "The customer chosen is no longer on this desk: pick one again." |
*
* @param {Pricing_Main_Chosen_Customer_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_chosen_customer_gone = /** @type {((inputs?: Pricing_Main_Chosen_Customer_GoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Chosen_Customer_GoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_chosen_customer_gone(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_chosen_customer_gone(inputs)
	return __en.pricing_main_chosen_customer_gone(inputs)
});
/**
* | output |
* | --- |
* | "This customer is no longer on this desk: it was deleted meanwhile." |
*
* @param {Pricing_Main_Customer_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_customer_gone = /** @type {((inputs?: Pricing_Main_Customer_GoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Customer_GoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_customer_gone(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_customer_gone(inputs)
	return __en.pricing_main_customer_gone(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A margin rule is for this customer ({names}): delete or change it first." |
* | * | "{shown} margin rules are for this customer ({names}): delete or change them first." |
*
* @param {Pricing_Main_Customer_Has_RulesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_customer_has_rules = /** @type {((inputs: Pricing_Main_Customer_Has_RulesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Customer_Has_RulesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_customer_has_rules(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_customer_has_rules(inputs)
	return __en.pricing_main_customer_has_rules(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” is already a customer of this desk." |
*
* @param {Pricing_Main_Customer_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_customer_taken = /** @type {((inputs: Pricing_Main_Customer_TakenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Customer_TakenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_customer_taken(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_customer_taken(inputs)
	return __en.pricing_main_customer_taken(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” is already a customer: change that one, or give another name" |
*
* @param {Pricing_Main_Customer_Taken_FieldInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_customer_taken_field = /** @type {((inputs: Pricing_Main_Customer_Taken_FieldInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Customer_Taken_FieldInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_customer_taken_field(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_customer_taken_field(inputs)
	return __en.pricing_main_customer_taken_field(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Nothing was imported: the file has a problem. Fix it and import the file again." |
* | * | "Nothing was imported: the file has {shown} problems. Fix them and import the file again." |
*
* @param {Pricing_Main_Import_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_import_refused = /** @type {((inputs: Pricing_Main_Import_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Import_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_import_refused(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_import_refused(inputs)
	return __en.pricing_main_import_refused(inputs)
});
/**
* | output |
* | --- |
* | "Pick a customer of this desk" |
*
* @param {Pricing_Main_Pick_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_pick_customer = /** @type {((inputs?: Pricing_Main_Pick_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Pick_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_pick_customer(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_pick_customer(inputs)
	return __en.pricing_main_pick_customer(inputs)
});
/**
* | output |
* | --- |
* | "This quote was not saved with a sell price on this desk (saved before the desk priced quotes, or elsewhere): rate the shipment again and save it for your cus..." |
*
* @param {Pricing_Main_Quote_Not_PricedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_quote_not_priced = /** @type {((inputs?: Pricing_Main_Quote_Not_PricedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Quote_Not_PricedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_quote_not_priced(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_quote_not_priced(inputs)
	return __en.pricing_main_quote_not_priced(inputs)
});
/**
* | output |
* | --- |
* | "The sell price is not known." |
*
* @param {Pricing_Main_Quote_Sell_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_quote_sell_unknown = /** @type {((inputs?: Pricing_Main_Quote_Sell_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Quote_Sell_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_quote_sell_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_quote_sell_unknown(inputs)
	return __en.pricing_main_quote_sell_unknown(inputs)
});
/**
* | output |
* | --- |
* | "“{name}”" |
*
* @param {Pricing_Main_Quoted_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_quoted_name = /** @type {((inputs: Pricing_Main_Quoted_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Quoted_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_quoted_name(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_quoted_name(inputs)
	return __en.pricing_main_quoted_name(inputs)
});
/**
* | output |
* | --- |
* | "Rate {rate} is not kept on this desk any more: rate the shipment again." |
*
* @param {Pricing_Main_Rate_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_rate_gone = /** @type {((inputs: Pricing_Main_Rate_GoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Rate_GoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_rate_gone(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_rate_gone(inputs)
	return __en.pricing_main_rate_gone(inputs)
});
/**
* | output |
* | --- |
* | "The customer of this rule is no longer on this desk." |
*
* @param {Pricing_Main_Rule_Customer_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_rule_customer_gone = /** @type {((inputs?: Pricing_Main_Rule_Customer_GoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Rule_Customer_GoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_rule_customer_gone(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_rule_customer_gone(inputs)
	return __en.pricing_main_rule_customer_gone(inputs)
});
/**
* | output |
* | --- |
* | "This rule is no longer on this desk: it was deleted meanwhile." |
*
* @param {Pricing_Main_Rule_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_rule_gone = /** @type {((inputs?: Pricing_Main_Rule_GoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Rule_GoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_rule_gone(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_rule_gone(inputs)
	return __en.pricing_main_rule_gone(inputs)
});
/**
* | output |
* | --- |
* | "The margin rules or the customer changed since the rates were shown: look at the sell price again, then save." |
*
* @param {Pricing_Main_Sell_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_sell_changed = /** @type {((inputs?: Pricing_Main_Sell_ChangedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Sell_ChangedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_sell_changed(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_sell_changed(inputs)
	return __en.pricing_main_sell_changed(inputs)
});
/**
* | output |
* | --- |
* | "The service saved the quote, but this desk could not keep its sell price ({why}). Save it again: the service answers the same quote." |
*
* @param {Pricing_Main_Sell_Not_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_sell_not_kept = /** @type {((inputs: Pricing_Main_Sell_Not_KeptInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Sell_Not_KeptInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_sell_not_kept(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_sell_not_kept(inputs)
	return __en.pricing_main_sell_not_kept(inputs)
});
/**
* | output |
* | --- |
* | "The sell price of this rate is not known." |
*
* @param {Pricing_Main_Sell_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_sell_unknown = /** @type {((inputs?: Pricing_Main_Sell_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Main_Sell_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_main_sell_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_main_sell_unknown(inputs)
	return __en.pricing_main_sell_unknown(inputs)
});
/**
* | output |
* | --- |
* | "By charge (the margin spread over them)" |
*
* @param {Pricing_Pdf_By_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_by_charge = /** @type {((inputs?: Pricing_Pdf_By_ChargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_By_ChargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_pdf_by_charge(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pdf_by_charge(inputs)
	return __en.pricing_pdf_by_charge(inputs)
});
/**
* | output |
* | --- |
* | "What a quote PDF for a customer shows. It prints the sell price only: never the carrier’s price or your margin." |
*
* @param {Pricing_Pdf_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_description = /** @type {((inputs?: Pricing_Pdf_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_pdf_description(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pdf_description(inputs)
	return __en.pricing_pdf_description(inputs)
});
/**
* | output |
* | --- |
* | "Name the carrier" |
*
* @param {Pricing_Pdf_Name_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_name_carrier = /** @type {((inputs?: Pricing_Pdf_Name_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_Name_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_pdf_name_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pdf_name_carrier(inputs)
	return __en.pricing_pdf_name_carrier(inputs)
});
/**
* | output |
* | --- |
* | "Its name and service under the customer’s." |
*
* @param {Pricing_Pdf_Name_Carrier_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_name_carrier_hint = /** @type {((inputs?: Pricing_Pdf_Name_Carrier_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_Name_Carrier_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_pdf_name_carrier_hint(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pdf_name_carrier_hint(inputs)
	return __en.pricing_pdf_name_carrier_hint(inputs)
});
/**
* | output |
* | --- |
* | "One line: the sell price" |
*
* @param {Pricing_Pdf_One_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_one_line = /** @type {((inputs?: Pricing_Pdf_One_LineInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_One_LineInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_pdf_one_line(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pdf_one_line(inputs)
	return __en.pricing_pdf_one_line(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Pricing_Pdf_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_price = /** @type {((inputs?: Pricing_Pdf_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_pdf_price(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pdf_price(inputs)
	return __en.pricing_pdf_price(inputs)
});
/**
* | output |
* | --- |
* | "Save quote PDFs" |
*
* @param {Pricing_Pdf_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_save = /** @type {((inputs?: Pricing_Pdf_SaveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_SaveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_pdf_save(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pdf_save(inputs)
	return __en.pricing_pdf_save(inputs)
});
/**
* | output |
* | --- |
* | "Could not save the quote PDF settings" |
*
* @param {Pricing_Pdf_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_save_failed = /** @type {((inputs?: Pricing_Pdf_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_pdf_save_failed(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pdf_save_failed(inputs)
	return __en.pricing_pdf_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "Terms" |
*
* @param {Pricing_Pdf_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_terms = /** @type {((inputs?: Pricing_Pdf_TermsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_TermsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_pdf_terms(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pdf_terms(inputs)
	return __en.pricing_pdf_terms(inputs)
});
/**
* | output |
* | --- |
* | "Printed at the foot of every quote, after its validity." |
*
* @param {Pricing_Pdf_Terms_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_terms_hint = /** @type {((inputs?: Pricing_Pdf_Terms_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_Terms_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_pdf_terms_hint(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pdf_terms_hint(inputs)
	return __en.pricing_pdf_terms_hint(inputs)
});
/**
* | output |
* | --- |
* | "Quote PDFs" |
*
* @param {Pricing_Pdf_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_title = /** @type {((inputs?: Pricing_Pdf_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Pdf_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_pdf_title(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_pdf_title(inputs)
	return __en.pricing_pdf_title(inputs)
});
/**
* | output |
* | --- |
* | "{percent} %" |
*
* @param {Pricing_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_percent = /** @type {((inputs: Pricing_PercentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_PercentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_percent(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_percent(inputs)
	return __en.pricing_percent(inputs)
});
/**
* | output |
* | --- |
* | "A percentage such as 12 or 12.5 (0 to 1000)" |
*
* @param {Pricing_Percentage_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_percentage_problem = /** @type {((inputs?: Pricing_Percentage_ProblemInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Percentage_ProblemInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_percentage_problem(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_percentage_problem(inputs)
	return __en.pricing_percentage_problem(inputs)
});
/**
* | output |
* | --- |
* | "All customers" |
*
* @param {Pricing_Report_All_CustomersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_all_customers = /** @type {((inputs?: Pricing_Report_All_CustomersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_All_CustomersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_all_customers(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_all_customers(inputs)
	return __en.pricing_report_all_customers(inputs)
});
/**
* | output |
* | --- |
* | "set by hand" |
*
* @param {Pricing_Report_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_by_hand = /** @type {((inputs?: Pricing_Report_By_HandInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_By_HandInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_by_hand(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_by_hand(inputs)
	return __en.pricing_report_by_hand(inputs)
});
/**
* | output |
* | --- |
* | "Not saved: the report was cancelled." |
*
* @param {Pricing_Report_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_cancelled = /** @type {((inputs?: Pricing_Report_CancelledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_CancelledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_cancelled(inputs)
	return __en.pricing_report_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Buy {currency}" |
*
* @param {Pricing_Report_Col_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_buy = /** @type {((inputs: Pricing_Report_Col_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_col_buy(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_col_buy(inputs)
	return __en.pricing_report_col_buy(inputs)
});
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Pricing_Report_Col_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_carrier = /** @type {((inputs?: Pricing_Report_Col_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_col_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_col_carrier(inputs)
	return __en.pricing_report_col_carrier(inputs)
});
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Pricing_Report_Col_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_customer = /** @type {((inputs?: Pricing_Report_Col_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_col_customer(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_col_customer(inputs)
	return __en.pricing_report_col_customer(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Pricing_Report_Col_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_from = /** @type {((inputs?: Pricing_Report_Col_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_col_from(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_col_from(inputs)
	return __en.pricing_report_col_from(inputs)
});
/**
* | output |
* | --- |
* | "Margin {currency}" |
*
* @param {Pricing_Report_Col_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_margin = /** @type {((inputs: Pricing_Report_Col_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_col_margin(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_col_margin(inputs)
	return __en.pricing_report_col_margin(inputs)
});
/**
* | output |
* | --- |
* | "Mode" |
*
* @param {Pricing_Report_Col_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_mode = /** @type {((inputs?: Pricing_Report_Col_ModeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_ModeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_col_mode(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_col_mode(inputs)
	return __en.pricing_report_col_mode(inputs)
});
/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Pricing_Report_Col_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_quote = /** @type {((inputs?: Pricing_Report_Col_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_col_quote(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_col_quote(inputs)
	return __en.pricing_report_col_quote(inputs)
});
/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Pricing_Report_Col_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_quotes = /** @type {((inputs?: Pricing_Report_Col_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_col_quotes(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_col_quotes(inputs)
	return __en.pricing_report_col_quotes(inputs)
});
/**
* | output |
* | --- |
* | "Margin rule" |
*
* @param {Pricing_Report_Col_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_rule = /** @type {((inputs?: Pricing_Report_Col_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_col_rule(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_col_rule(inputs)
	return __en.pricing_report_col_rule(inputs)
});
/**
* | output |
* | --- |
* | "Saved" |
*
* @param {Pricing_Report_Col_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_saved = /** @type {((inputs?: Pricing_Report_Col_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_col_saved(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_col_saved(inputs)
	return __en.pricing_report_col_saved(inputs)
});
/**
* | output |
* | --- |
* | "Sell {currency}" |
*
* @param {Pricing_Report_Col_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_sell = /** @type {((inputs: Pricing_Report_Col_SellInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_SellInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_col_sell(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_col_sell(inputs)
	return __en.pricing_report_col_sell(inputs)
});
/**
* | output |
* | --- |
* | "To" |
*
* @param {Pricing_Report_Col_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_to = /** @type {((inputs?: Pricing_Report_Col_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_col_to(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_col_to(inputs)
	return __en.pricing_report_col_to(inputs)
});
/**
* | output |
* | --- |
* | "Valid until" |
*
* @param {Pricing_Report_Col_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_valid_until = /** @type {((inputs?: Pricing_Report_Col_Valid_UntilInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Col_Valid_UntilInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_col_valid_until(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_col_valid_until(inputs)
	return __en.pricing_report_col_valid_until(inputs)
});
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Pricing_Report_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_customer = /** @type {((inputs?: Pricing_Report_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_customer(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_customer(inputs)
	return __en.pricing_report_customer(inputs)
});
/**
* | output |
* | --- |
* | "The quotes saved with a sell price in a period: each one with its buy, margin and sell, or per customer with their count, sell and margin per currency." |
*
* @param {Pricing_Report_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_description = /** @type {((inputs?: Pricing_Report_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_description(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_description(inputs)
	return __en.pricing_report_description(inputs)
});
/**
* | output |
* | --- |
* | "Each quote" |
*
* @param {Pricing_Report_Each_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_each_quote = /** @type {((inputs?: Pricing_Report_Each_QuoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Each_QuoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_each_quote(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_each_quote(inputs)
	return __en.pricing_report_each_quote(inputs)
});
/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Pricing_Report_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_export_csv = /** @type {((inputs?: Pricing_Report_Export_CsvInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Export_CsvInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_export_csv(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_export_csv(inputs)
	return __en.pricing_report_export_csv(inputs)
});
/**
* | output |
* | --- |
* | "Export XLSX" |
*
* @param {Pricing_Report_Export_XlsxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_export_xlsx = /** @type {((inputs?: Pricing_Report_Export_XlsxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Export_XlsxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_export_xlsx(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_export_xlsx(inputs)
	return __en.pricing_report_export_xlsx(inputs)
});
/**
* | output |
* | --- |
* | "The report was not saved" |
*
* @param {Pricing_Report_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_failed = /** @type {((inputs?: Pricing_Report_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_failed(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_failed(inputs)
	return __en.pricing_report_failed(inputs)
});
/**
* | output |
* | --- |
* | "quotes by customer {from} to {to}" |
*
* @param {Pricing_Report_File_CustomersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_file_customers = /** @type {((inputs: Pricing_Report_File_CustomersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_File_CustomersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_file_customers(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_file_customers(inputs)
	return __en.pricing_report_file_customers(inputs)
});
/**
* | output |
* | --- |
* | "quotes {from} to {to}" |
*
* @param {Pricing_Report_File_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_file_quotes = /** @type {((inputs: Pricing_Report_File_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_File_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_file_quotes(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_file_quotes(inputs)
	return __en.pricing_report_file_quotes(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Pricing_Report_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_from = /** @type {((inputs?: Pricing_Report_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_from(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_from(inputs)
	return __en.pricing_report_from(inputs)
});
/**
* | output |
* | --- |
* | "Lines" |
*
* @param {Pricing_Report_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_lines = /** @type {((inputs?: Pricing_Report_LinesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_LinesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_lines(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_lines(inputs)
	return __en.pricing_report_lines(inputs)
});
/**
* | output |
* | --- |
* | "no currency" |
*
* @param {Pricing_Report_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_no_currency = /** @type {((inputs?: Pricing_Report_No_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_No_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_no_currency(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_no_currency(inputs)
	return __en.pricing_report_no_currency(inputs)
});
/**
* | output |
* | --- |
* | "No customer" |
*
* @param {Pricing_Report_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_no_customer = /** @type {((inputs?: Pricing_Report_No_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_No_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_no_customer(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_no_customer(inputs)
	return __en.pricing_report_no_customer(inputs)
});
/**
* | output |
* | --- |
* | "none" |
*
* @param {Pricing_Report_No_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_no_rule = /** @type {((inputs?: Pricing_Report_No_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_No_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_no_rule(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_no_rule(inputs)
	return __en.pricing_report_no_rule(inputs)
});
/**
* | output |
* | --- |
* | "Per customer" |
*
* @param {Pricing_Report_Per_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_per_customer = /** @type {((inputs?: Pricing_Report_Per_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Per_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_per_customer(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_per_customer(inputs)
	return __en.pricing_report_per_customer(inputs)
});
/**
* | output |
* | --- |
* | "To is before From" |
*
* @param {Pricing_Report_Period_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_period_problem = /** @type {((inputs?: Pricing_Report_Period_ProblemInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Period_ProblemInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_period_problem(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_period_problem(inputs)
	return __en.pricing_report_period_problem(inputs)
});
/**
* | output |
* | --- |
* | "{name} ({level})" |
*
* @param {Pricing_Report_Rule_LevelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_rule_level = /** @type {((inputs: Pricing_Report_Rule_LevelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Rule_LevelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_rule_level(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_rule_level(inputs)
	return __en.pricing_report_rule_level(inputs)
});
/**
* | output |
* | --- |
* | "Customers" |
*
* @param {Pricing_Report_Sheet_CustomersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_sheet_customers = /** @type {((inputs?: Pricing_Report_Sheet_CustomersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Sheet_CustomersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_sheet_customers(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_sheet_customers(inputs)
	return __en.pricing_report_sheet_customers(inputs)
});
/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Pricing_Report_Sheet_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_sheet_quotes = /** @type {((inputs?: Pricing_Report_Sheet_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_Sheet_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_sheet_quotes(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_sheet_quotes(inputs)
	return __en.pricing_report_sheet_quotes(inputs)
});
/**
* | output |
* | --- |
* | "Quotes report" |
*
* @param {Pricing_Report_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_title = /** @type {((inputs?: Pricing_Report_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_title(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_title(inputs)
	return __en.pricing_report_title(inputs)
});
/**
* | output |
* | --- |
* | "To" |
*
* @param {Pricing_Report_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_to = /** @type {((inputs?: Pricing_Report_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Report_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_report_to(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_report_to(inputs)
	return __en.pricing_report_to(inputs)
});
/**
* | output |
* | --- |
* | "Add rule" |
*
* @param {Pricing_Rule_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_add = /** @type {((inputs?: Pricing_Rule_AddInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_AddInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_add(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_add(inputs)
	return __en.pricing_rule_add(inputs)
});
/**
* | output |
* | --- |
* | "Any carrier" |
*
* @param {Pricing_Rule_Any_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_any_carrier = /** @type {((inputs?: Pricing_Rule_Any_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Any_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_any_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_any_carrier(inputs)
	return __en.pricing_rule_any_carrier(inputs)
});
/**
* | output |
* | --- |
* | "Any customer" |
*
* @param {Pricing_Rule_Any_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_any_customer = /** @type {((inputs?: Pricing_Rule_Any_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Any_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_any_customer(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_any_customer(inputs)
	return __en.pricing_rule_any_customer(inputs)
});
/**
* | output |
* | --- |
* | "Any mode" |
*
* @param {Pricing_Rule_Any_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_any_mode = /** @type {((inputs?: Pricing_Rule_Any_ModeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Any_ModeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_any_mode(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_any_mode(inputs)
	return __en.pricing_rule_any_mode(inputs)
});
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Pricing_Rule_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_carrier = /** @type {((inputs?: Pricing_Rule_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_carrier(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_carrier(inputs)
	return __en.pricing_rule_carrier(inputs)
});
/**
* | output |
* | --- |
* | "Its name or code." |
*
* @param {Pricing_Rule_Carrier_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_carrier_hint = /** @type {((inputs?: Pricing_Rule_Carrier_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Carrier_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_carrier_hint(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_carrier_hint(inputs)
	return __en.pricing_rule_carrier_hint(inputs)
});
/**
* | output |
* | --- |
* | "Counted" |
*
* @param {Pricing_Rule_CountedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_counted = /** @type {((inputs?: Pricing_Rule_CountedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_CountedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_counted(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_counted(inputs)
	return __en.pricing_rule_counted(inputs)
});
/**
* | output |
* | --- |
* | "Currency of the amounts" |
*
* @param {Pricing_Rule_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_currency = /** @type {((inputs?: Pricing_Rule_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_currency(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_currency(inputs)
	return __en.pricing_rule_currency(inputs)
});
/**
* | output |
* | --- |
* | "The rule's amounts apply to rates in it." |
*
* @param {Pricing_Rule_Currency_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_currency_hint = /** @type {((inputs?: Pricing_Rule_Currency_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Currency_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_currency_hint(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_currency_hint(inputs)
	return __en.pricing_rule_currency_hint(inputs)
});
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Pricing_Rule_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_customer = /** @type {((inputs?: Pricing_Rule_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_customer(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_customer(inputs)
	return __en.pricing_rule_customer(inputs)
});
/**
* | output |
* | --- |
* | "Destination country" |
*
* @param {Pricing_Rule_Destination_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_destination_country = /** @type {((inputs?: Pricing_Rule_Destination_CountryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Destination_CountryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_destination_country(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_destination_country(inputs)
	return __en.pricing_rule_destination_country(inputs)
});
/**
* | output |
* | --- |
* | "Any, e.g. CN" |
*
* @param {Pricing_Rule_Destination_Country_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_destination_country_placeholder = /** @type {((inputs?: Pricing_Rule_Destination_Country_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Destination_Country_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_destination_country_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_destination_country_placeholder(inputs)
	return __en.pricing_rule_destination_country_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Destination port" |
*
* @param {Pricing_Rule_Destination_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_destination_port = /** @type {((inputs?: Pricing_Rule_Destination_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Destination_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_destination_port(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_destination_port(inputs)
	return __en.pricing_rule_destination_port(inputs)
});
/**
* | output |
* | --- |
* | "Any, e.g. CNSHA" |
*
* @param {Pricing_Rule_Destination_Port_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_destination_port_placeholder = /** @type {((inputs?: Pricing_Rule_Destination_Port_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Destination_Port_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_destination_port_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_destination_port_placeholder(inputs)
	return __en.pricing_rule_destination_port_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Fixed amount (optional)" |
*
* @param {Pricing_Rule_FixedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_fixed = /** @type {((inputs?: Pricing_Rule_FixedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_FixedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_fixed(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_fixed(inputs)
	return __en.pricing_rule_fixed(inputs)
});
/**
* | output |
* | --- |
* | "e.g. 50" |
*
* @param {Pricing_Rule_Fixed_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_fixed_placeholder = /** @type {((inputs?: Pricing_Rule_Fixed_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Fixed_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_fixed_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_fixed_placeholder(inputs)
	return __en.pricing_rule_fixed_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "For the rates of" |
*
* @param {Pricing_Rule_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_for = /** @type {((inputs?: Pricing_Rule_ForInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_ForInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_for(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_for(inputs)
	return __en.pricing_rule_for(inputs)
});
/**
* | output |
* | --- |
* | "Change the rule {name}" |
*
* @param {Pricing_Rule_Form_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_form_change = /** @type {((inputs: Pricing_Rule_Form_ChangeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Form_ChangeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_form_change(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_form_change(inputs)
	return __en.pricing_rule_form_change(inputs)
});
/**
* | output |
* | --- |
* | "New margin rule" |
*
* @param {Pricing_Rule_Form_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_form_new = /** @type {((inputs?: Pricing_Rule_Form_NewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Form_NewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_form_new(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_form_new(inputs)
	return __en.pricing_rule_form_new(inputs)
});
/**
* | output |
* | --- |
* | "The margin" |
*
* @param {Pricing_Rule_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_margin = /** @type {((inputs?: Pricing_Rule_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_margin(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_margin(inputs)
	return __en.pricing_rule_margin(inputs)
});
/**
* | output |
* | --- |
* | "Minimum margin (optional)" |
*
* @param {Pricing_Rule_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_minimum = /** @type {((inputs?: Pricing_Rule_MinimumInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_MinimumInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_minimum(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_minimum(inputs)
	return __en.pricing_rule_minimum(inputs)
});
/**
* | output |
* | --- |
* | "e.g. 25" |
*
* @param {Pricing_Rule_Minimum_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_minimum_placeholder = /** @type {((inputs?: Pricing_Rule_Minimum_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Minimum_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_minimum_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_minimum_placeholder(inputs)
	return __en.pricing_rule_minimum_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Mode" |
*
* @param {Pricing_Rule_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_mode = /** @type {((inputs?: Pricing_Rule_ModeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_ModeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_mode(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_mode(inputs)
	return __en.pricing_rule_mode(inputs)
});
/**
* | output |
* | --- |
* | "Rule name" |
*
* @param {Pricing_Rule_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_name = /** @type {((inputs?: Pricing_Rule_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_name(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_name(inputs)
	return __en.pricing_rule_name(inputs)
});
/**
* | output |
* | --- |
* | "e.g. Sea FCL standard" |
*
* @param {Pricing_Rule_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_name_placeholder = /** @type {((inputs?: Pricing_Rule_Name_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Name_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_name_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_name_placeholder(inputs)
	return __en.pricing_rule_name_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Origin country" |
*
* @param {Pricing_Rule_Origin_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_origin_country = /** @type {((inputs?: Pricing_Rule_Origin_CountryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Origin_CountryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_origin_country(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_origin_country(inputs)
	return __en.pricing_rule_origin_country(inputs)
});
/**
* | output |
* | --- |
* | "Any, e.g. ES" |
*
* @param {Pricing_Rule_Origin_Country_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_origin_country_placeholder = /** @type {((inputs?: Pricing_Rule_Origin_Country_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Origin_Country_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_origin_country_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_origin_country_placeholder(inputs)
	return __en.pricing_rule_origin_country_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Origin port" |
*
* @param {Pricing_Rule_Origin_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_origin_port = /** @type {((inputs?: Pricing_Rule_Origin_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Origin_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_origin_port(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_origin_port(inputs)
	return __en.pricing_rule_origin_port(inputs)
});
/**
* | output |
* | --- |
* | "Any, e.g. ESVLC" |
*
* @param {Pricing_Rule_Origin_Port_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_origin_port_placeholder = /** @type {((inputs?: Pricing_Rule_Origin_Port_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Origin_Port_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_origin_port_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_origin_port_placeholder(inputs)
	return __en.pricing_rule_origin_port_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "per container (Sea FCL)" |
*
* @param {Pricing_Rule_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_per_container = /** @type {((inputs?: Pricing_Rule_Per_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Per_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_per_container(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_per_container(inputs)
	return __en.pricing_rule_per_container(inputs)
});
/**
* | output |
* | --- |
* | "per kg" |
*
* @param {Pricing_Rule_Per_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_per_kg = /** @type {((inputs?: Pricing_Rule_Per_KgInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Per_KgInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_per_kg(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_per_kg(inputs)
	return __en.pricing_rule_per_kg(inputs)
});
/**
* | output |
* | --- |
* | "per shipment" |
*
* @param {Pricing_Rule_Per_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_per_shipment = /** @type {((inputs?: Pricing_Rule_Per_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Per_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_per_shipment(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_per_shipment(inputs)
	return __en.pricing_rule_per_shipment(inputs)
});
/**
* | output |
* | --- |
* | "Percentage of the buy price" |
*
* @param {Pricing_Rule_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_percent = /** @type {((inputs?: Pricing_Rule_PercentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_PercentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_percent(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_percent(inputs)
	return __en.pricing_rule_percent(inputs)
});
/**
* | output |
* | --- |
* | "e.g. 12" |
*
* @param {Pricing_Rule_Percent_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_percent_placeholder = /** @type {((inputs?: Pricing_Rule_Percent_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Percent_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_percent_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_percent_placeholder(inputs)
	return __en.pricing_rule_percent_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "UN/LOCODE, or an airport's IATA code." |
*
* @param {Pricing_Rule_Port_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_port_hint = /** @type {((inputs?: Pricing_Rule_Port_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Port_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_port_hint(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_port_hint(inputs)
	return __en.pricing_rule_port_hint(inputs)
});
/**
* | output |
* | --- |
* | "Save rule" |
*
* @param {Pricing_Rule_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_save = /** @type {((inputs?: Pricing_Rule_SaveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_SaveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_save(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_save(inputs)
	return __en.pricing_rule_save(inputs)
});
/**
* | output |
* | --- |
* | "Could not save the rule" |
*
* @param {Pricing_Rule_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_save_failed = /** @type {((inputs?: Pricing_Rule_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rule_save_failed(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rule_save_failed(inputs)
	return __en.pricing_rule_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "For the rates of" |
*
* @param {Pricing_Rules_Col_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_col_for = /** @type {((inputs?: Pricing_Rules_Col_ForInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Col_ForInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rules_col_for(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rules_col_for(inputs)
	return __en.pricing_rules_col_for(inputs)
});
/**
* | output |
* | --- |
* | "Margin" |
*
* @param {Pricing_Rules_Col_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_col_margin = /** @type {((inputs?: Pricing_Rules_Col_MarginInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Col_MarginInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rules_col_margin(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rules_col_margin(inputs)
	return __en.pricing_rules_col_margin(inputs)
});
/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Pricing_Rules_Col_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_col_rule = /** @type {((inputs?: Pricing_Rules_Col_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Col_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rules_col_rule(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rules_col_rule(inputs)
	return __en.pricing_rules_col_rule(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rule" |
* | * | "{shown} rules" |
*
* @param {Pricing_Rules_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_count = /** @type {((inputs: Pricing_Rules_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rules_count(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rules_count(inputs)
	return __en.pricing_rules_count(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” no longer prices rates. Quotes saved with it keep their prices." |
*
* @param {Pricing_Rules_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_delete_body = /** @type {((inputs: Pricing_Rules_Delete_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Delete_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rules_delete_body(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rules_delete_body(inputs)
	return __en.pricing_rules_delete_body(inputs)
});
/**
* | output |
* | --- |
* | "Delete rule" |
*
* @param {Pricing_Rules_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_delete_confirm = /** @type {((inputs?: Pricing_Rules_Delete_ConfirmInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Delete_ConfirmInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rules_delete_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rules_delete_confirm(inputs)
	return __en.pricing_rules_delete_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Could not delete the rule" |
*
* @param {Pricing_Rules_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_delete_failed = /** @type {((inputs?: Pricing_Rules_Delete_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Delete_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rules_delete_failed(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rules_delete_failed(inputs)
	return __en.pricing_rules_delete_failed(inputs)
});
/**
* | output |
* | --- |
* | "Delete this rule?" |
*
* @param {Pricing_Rules_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_delete_title = /** @type {((inputs?: Pricing_Rules_Delete_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Delete_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rules_delete_title(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rules_delete_title(inputs)
	return __en.pricing_rules_delete_title(inputs)
});
/**
* | output |
* | --- |
* | "The most specific rule that matches a rate prices it: customer, then lane (ports, then countries), carrier, mode, and a rule with no condition as the desk’s ..." |
*
* @param {Pricing_Rules_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_description = /** @type {((inputs?: Pricing_Rules_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rules_description(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rules_description(inputs)
	return __en.pricing_rules_description(inputs)
});
/**
* | output |
* | --- |
* | "No rules yet: every rate sells at its buy price until you add one." |
*
* @param {Pricing_Rules_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_empty = /** @type {((inputs?: Pricing_Rules_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rules_empty(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rules_empty(inputs)
	return __en.pricing_rules_empty(inputs)
});
/**
* | output |
* | --- |
* | "{level} rule" |
*
* @param {Pricing_Rules_Level_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_level_note = /** @type {((inputs: Pricing_Rules_Level_NoteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Level_NoteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rules_level_note(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rules_level_note(inputs)
	return __en.pricing_rules_level_note(inputs)
});
/**
* | output |
* | --- |
* | "New rule" |
*
* @param {Pricing_Rules_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_new = /** @type {((inputs?: Pricing_Rules_NewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_NewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rules_new(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rules_new(inputs)
	return __en.pricing_rules_new(inputs)
});
/**
* | output |
* | --- |
* | "Could not read the margin rules" |
*
* @param {Pricing_Rules_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_read_failed = /** @type {((inputs?: Pricing_Rules_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rules_read_failed(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rules_read_failed(inputs)
	return __en.pricing_rules_read_failed(inputs)
});
/**
* | output |
* | --- |
* | "Margin rules" |
*
* @param {Pricing_Rules_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_title = /** @type {((inputs?: Pricing_Rules_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rules_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_rules_title(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_rules_title(inputs)
	return __en.pricing_rules_title(inputs)
});
/**
* | output |
* | --- |
* | "any" |
*
* @param {Pricing_Scope_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_scope_any = /** @type {((inputs?: Pricing_Scope_AnyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Scope_AnyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_scope_any(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_scope_any(inputs)
	return __en.pricing_scope_any(inputs)
});
/**
* | output |
* | --- |
* | "customer #{id} (deleted)" |
*
* @param {Pricing_Scope_Deleted_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_scope_deleted_customer = /** @type {((inputs: Pricing_Scope_Deleted_CustomerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Scope_Deleted_CustomerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_scope_deleted_customer(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_scope_deleted_customer(inputs)
	return __en.pricing_scope_deleted_customer(inputs)
});
/**
* | output |
* | --- |
* | "Every rate" |
*
* @param {Pricing_Scope_Every_RateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_scope_every_rate = /** @type {((inputs?: Pricing_Scope_Every_RateInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Scope_Every_RateInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_scope_every_rate(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_scope_every_rate(inputs)
	return __en.pricing_scope_every_rate(inputs)
});
/**
* | output |
* | --- |
* | "{terms}, at least {minimum}" |
*
* @param {Pricing_Terms_At_LeastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_at_least = /** @type {((inputs: Pricing_Terms_At_LeastInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Terms_At_LeastInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_terms_at_least(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_terms_at_least(inputs)
	return __en.pricing_terms_at_least(inputs)
});
/**
* | output |
* | --- |
* | "nothing" |
*
* @param {Pricing_Terms_NothingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_nothing = /** @type {((inputs?: Pricing_Terms_NothingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Terms_NothingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_terms_nothing(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_terms_nothing(inputs)
	return __en.pricing_terms_nothing(inputs)
});
/**
* | output |
* | --- |
* | "{amount} per container" |
*
* @param {Pricing_Terms_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_per_container = /** @type {((inputs: Pricing_Terms_Per_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Terms_Per_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_terms_per_container(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_terms_per_container(inputs)
	return __en.pricing_terms_per_container(inputs)
});
/**
* | output |
* | --- |
* | "{amount} per kg" |
*
* @param {Pricing_Terms_Per_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_per_kg = /** @type {((inputs: Pricing_Terms_Per_KgInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Terms_Per_KgInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_terms_per_kg(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_terms_per_kg(inputs)
	return __en.pricing_terms_per_kg(inputs)
});
/**
* | output |
* | --- |
* | "{amount} per shipment" |
*
* @param {Pricing_Terms_Per_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_per_shipment = /** @type {((inputs: Pricing_Terms_Per_ShipmentInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Terms_Per_ShipmentInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_terms_per_shipment(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_terms_per_shipment(inputs)
	return __en.pricing_terms_per_shipment(inputs)
});
/**
* | output |
* | --- |
* | "an unknown currency" |
*
* @param {Pricing_Unknown_An_Unknown_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_an_unknown_currency = /** @type {((inputs?: Pricing_Unknown_An_Unknown_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_An_Unknown_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_unknown_an_unknown_currency(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_unknown_an_unknown_currency(inputs)
	return __en.pricing_unknown_an_unknown_currency(inputs)
});
/**
* | output |
* | --- |
* | "{first} and {second}" |
*
* @param {Pricing_Unknown_Currency_JoinInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_currency_join = /** @type {((inputs: Pricing_Unknown_Currency_JoinInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_Currency_JoinInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_unknown_currency_join(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_unknown_currency_join(inputs)
	return __en.pricing_unknown_currency_join(inputs)
});
/**
* | output |
* | --- |
* | "The rule’s amounts are in {rule} and this rate is in {theirs}: give a rate of exchange from {rule} for this quote, or set the margin by hand." |
*
* @param {Pricing_Unknown_Needs_ExchangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_needs_exchange = /** @type {((inputs: Pricing_Unknown_Needs_ExchangeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_Needs_ExchangeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_unknown_needs_exchange(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_unknown_needs_exchange(inputs)
	return __en.pricing_unknown_needs_exchange(inputs)
});
/**
* | output |
* | --- |
* | "This rate has no amount in {currency}." |
*
* @param {Pricing_Unknown_No_Amount_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_no_amount_in = /** @type {((inputs: Pricing_Unknown_No_Amount_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_No_Amount_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_unknown_no_amount_in(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_unknown_no_amount_in(inputs)
	return __en.pricing_unknown_no_amount_in(inputs)
});
/**
* | output |
* | --- |
* | "The carrier gave no price for this rate." |
*
* @param {Pricing_Unknown_No_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_no_buy = /** @type {((inputs?: Pricing_Unknown_No_BuyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_No_BuyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_unknown_no_buy(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_unknown_no_buy(inputs)
	return __en.pricing_unknown_no_buy(inputs)
});
/**
* | output |
* | --- |
* | "The rule adds an amount per container, and this shipment has no containers." |
*
* @param {Pricing_Unknown_No_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_no_containers = /** @type {((inputs?: Pricing_Unknown_No_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_No_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_unknown_no_containers(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_unknown_no_containers(inputs)
	return __en.pricing_unknown_no_containers(inputs)
});
/**
* | output |
* | --- |
* | "The rule adds an amount per kilogram, and the request gives no weight." |
*
* @param {Pricing_Unknown_No_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_no_weight = /** @type {((inputs?: Pricing_Unknown_No_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_No_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_unknown_no_weight(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_unknown_no_weight(inputs)
	return __en.pricing_unknown_no_weight(inputs)
});
/**
* | output |
* | --- |
* | "The rule has an amount without a currency." |
*
* @param {Pricing_Unknown_Rule_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_rule_no_currency = /** @type {((inputs?: Pricing_Unknown_Rule_No_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_Rule_No_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_unknown_rule_no_currency(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_unknown_rule_no_currency(inputs)
	return __en.pricing_unknown_rule_no_currency(inputs)
});
/**
* | output |
* | --- |
* | "that currency" |
*
* @param {Pricing_Unknown_That_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_that_currency = /** @type {((inputs?: Pricing_Unknown_That_CurrencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_That_CurrencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_unknown_that_currency(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_unknown_that_currency(inputs)
	return __en.pricing_unknown_that_currency(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” applies: a {level} rule, the most specific of {count} that match." |
*
* @param {Pricing_Why_Most_SpecificInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_most_specific = /** @type {((inputs: Pricing_Why_Most_SpecificInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Why_Most_SpecificInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_why_most_specific(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_why_most_specific(inputs)
	return __en.pricing_why_most_specific(inputs)
});
/**
* | output |
* | --- |
* | "No margin rule matches this rate: it sells at its buy price." |
*
* @param {Pricing_Why_No_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_no_rule = /** @type {((inputs?: Pricing_Why_No_RuleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Why_No_RuleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_why_no_rule(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_why_no_rule(inputs)
	return __en.pricing_why_no_rule(inputs)
});
/**
* | output |
* | --- |
* | "It is as specific as {names} and wins as the older rule." |
*
* @param {Pricing_Why_OlderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_older = /** @type {((inputs: Pricing_Why_OlderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Why_OlderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_why_older(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_why_older(inputs)
	return __en.pricing_why_older(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” applies: a {level} rule, the only one that matches." |
*
* @param {Pricing_Why_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_only = /** @type {((inputs: Pricing_Why_OnlyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Why_OnlyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_why_only(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_why_only(inputs)
	return __en.pricing_why_only(inputs)
});
/**
* | output |
* | --- |
* | "It is as specific as {names} and wins as a rule you wrote over a default margin." |
*
* @param {Pricing_Why_WrittenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_written = /** @type {((inputs: Pricing_Why_WrittenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Why_WrittenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.pricing_why_written(inputs)
	if (locale === "en-XA") return __en_xa2.pricing_why_written(inputs)
	return __en.pricing_why_written(inputs)
});
/**
* | output |
* | --- |
* | "Connect Freight Desk to your account on a freight service. You get the API key and secret from the service operator." |
*
* @param {Profile_Form_Add_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_add_description = /** @type {((inputs?: Profile_Form_Add_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Add_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_add_description(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_add_description(inputs)
	return __en.profile_form_add_description(inputs)
});
/**
* | output |
* | --- |
* | "Add a service profile" |
*
* @param {Profile_Form_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_add_title = /** @type {((inputs?: Profile_Form_Add_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Add_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_add_title(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_add_title(inputs)
	return __en.profile_form_add_title(inputs)
});
/**
* | output |
* | --- |
* | "API key" |
*
* @param {Profile_Form_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_api_key = /** @type {((inputs?: Profile_Form_Api_KeyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Api_KeyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_api_key(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_api_key(inputs)
	return __en.profile_form_api_key(inputs)
});
/**
* | output |
* | --- |
* | "API secret" |
*
* @param {Profile_Form_Api_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_api_secret = /** @type {((inputs?: Profile_Form_Api_SecretInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Api_SecretInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_api_secret(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_api_secret(inputs)
	return __en.profile_form_api_secret(inputs)
});
/**
* | output |
* | --- |
* | "Base URL" |
*
* @param {Profile_Form_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url = /** @type {((inputs?: Profile_Form_Base_UrlInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Base_UrlInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_base_url(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_base_url(inputs)
	return __en.profile_form_base_url(inputs)
});
/**
* | output |
* | --- |
* | "https://… (plain http only for a service on this computer)." |
*
* @param {Profile_Form_Base_Url_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url_hint = /** @type {((inputs?: Profile_Form_Base_Url_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Base_Url_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_base_url_hint(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_base_url_hint(inputs)
	return __en.profile_form_base_url_hint(inputs)
});
/**
* | output |
* | --- |
* | "https://api.example.com" |
*
* @param {Profile_Form_Base_Url_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url_placeholder = /** @type {((inputs?: Profile_Form_Base_Url_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Base_Url_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_base_url_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_base_url_placeholder(inputs)
	return __en.profile_form_base_url_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Change the name or address, or replace the API key and secret." |
*
* @param {Profile_Form_Edit_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_edit_description = /** @type {((inputs?: Profile_Form_Edit_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Edit_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_edit_description(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_edit_description(inputs)
	return __en.profile_form_edit_description(inputs)
});
/**
* | output |
* | --- |
* | "Edit “{name}”" |
*
* @param {Profile_Form_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_edit_title = /** @type {((inputs: Profile_Form_Edit_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Edit_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_edit_title(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_edit_title(inputs)
	return __en.profile_form_edit_title(inputs)
});
/**
* | output |
* | --- |
* | "Leave empty to keep the stored key." |
*
* @param {Profile_Form_Keep_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_keep_key = /** @type {((inputs?: Profile_Form_Keep_KeyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Keep_KeyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_keep_key(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_keep_key(inputs)
	return __en.profile_form_keep_key(inputs)
});
/**
* | output |
* | --- |
* | "Leave empty to keep the stored secret." |
*
* @param {Profile_Form_Keep_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_keep_secret = /** @type {((inputs?: Profile_Form_Keep_SecretInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Keep_SecretInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_keep_secret(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_keep_secret(inputs)
	return __en.profile_form_keep_secret(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Profile_Form_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_name = /** @type {((inputs?: Profile_Form_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_name(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_name(inputs)
	return __en.profile_form_name(inputs)
});
/**
* | output |
* | --- |
* | "How the profile appears in the status bar, e.g. “Production”." |
*
* @param {Profile_Form_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_name_hint = /** @type {((inputs?: Profile_Form_Name_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Name_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_name_hint(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_name_hint(inputs)
	return __en.profile_form_name_hint(inputs)
});
/**
* | output |
* | --- |
* | "The base URL now points at {typed}, not {saved}. Freight Desk sends the stored key and secret only to the server they were entered for, so this change needs ..." |
*
* @param {Profile_Form_New_Server_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_server_body = /** @type {((inputs: Profile_Form_New_Server_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_New_Server_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_new_server_body(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_new_server_body(inputs)
	return __en.profile_form_new_server_body(inputs)
});
/**
* | output |
* | --- |
* | "New server: enter its API key and secret" |
*
* @param {Profile_Form_New_Server_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_server_title = /** @type {((inputs?: Profile_Form_New_Server_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_New_Server_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_new_server_title(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_new_server_title(inputs)
	return __en.profile_form_new_server_title(inputs)
});
/**
* | output |
* | --- |
* | "The profile was not saved" |
*
* @param {Profile_Form_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_not_saved = /** @type {((inputs?: Profile_Form_Not_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Not_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_not_saved(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_not_saved(inputs)
	return __en.profile_form_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Required for the new server (see the note above)." |
*
* @param {Profile_Form_Required_New_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_required_new_server = /** @type {((inputs?: Profile_Form_Required_New_ServerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Required_New_ServerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_required_new_server(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_required_new_server(inputs)
	return __en.profile_form_required_new_server(inputs)
});
/**
* | output |
* | --- |
* | "Save profile" |
*
* @param {Profile_Form_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_save = /** @type {((inputs?: Profile_Form_SaveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_SaveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_save(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_save(inputs)
	return __en.profile_form_save(inputs)
});
/**
* | output |
* | --- |
* | "Saved “{name}”. Stored in the system keychain." |
*
* @param {Profile_Form_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_saved = /** @type {((inputs: Profile_Form_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_saved(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_saved(inputs)
	return __en.profile_form_saved(inputs)
});
/**
* | output |
* | --- |
* | "Stored in the system keychain; Freight Desk never shows it again." |
*
* @param {Profile_Form_Secret_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_secret_hint = /** @type {((inputs?: Profile_Form_Secret_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Secret_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profile_form_secret_hint(inputs)
	if (locale === "en-XA") return __en_xa2.profile_form_secret_hint(inputs)
	return __en.profile_form_secret_hint(inputs)
});
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Profiles_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_active = /** @type {((inputs?: Profiles_ActiveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_ActiveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_active(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_active(inputs)
	return __en.profiles_active(inputs)
});
/**
* | output |
* | --- |
* | "Base URL:" |
*
* @param {Profiles_Base_Url_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_base_url_said = /** @type {((inputs?: Profiles_Base_Url_SaidInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Base_Url_SaidInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_base_url_said(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_base_url_said(inputs)
	return __en.profiles_base_url_said(inputs)
});
/**
* | output |
* | --- |
* | "Connection profiles" |
*
* @param {Profiles_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_caption = /** @type {((inputs?: Profiles_CaptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_CaptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_caption(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_caption(inputs)
	return __en.profiles_caption(inputs)
});
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Profiles_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_actions = /** @type {((inputs?: Profiles_Col_ActionsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Col_ActionsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_col_actions(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_col_actions(inputs)
	return __en.profiles_col_actions(inputs)
});
/**
* | output |
* | --- |
* | "Credentials" |
*
* @param {Profiles_Col_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_credentials = /** @type {((inputs?: Profiles_Col_CredentialsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Col_CredentialsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_col_credentials(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_col_credentials(inputs)
	return __en.profiles_col_credentials(inputs)
});
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Profiles_Col_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_profile = /** @type {((inputs?: Profiles_Col_ProfileInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Col_ProfileInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_col_profile(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_col_profile(inputs)
	return __en.profiles_col_profile(inputs)
});
/**
* | output |
* | --- |
* | "Built-in demo credentials" |
*
* @param {Profiles_Demo_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_demo_credentials = /** @type {((inputs?: Profiles_Demo_CredentialsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Demo_CredentialsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_demo_credentials(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_demo_credentials(inputs)
	return __en.profiles_demo_credentials(inputs)
});
/**
* | output |
* | --- |
* | "The service Freight Desk works with. The embedded sandbox runs on this computer with demo data and needs no account." |
*
* @param {Profiles_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_description = /** @type {((inputs?: Profiles_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_description(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_description(inputs)
	return __en.profiles_description(inputs)
});
/**
* | output |
* | --- |
* | "Editing" |
*
* @param {Profiles_EditingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_editing = /** @type {((inputs?: Profiles_EditingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_EditingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_editing(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_editing(inputs)
	return __en.profiles_editing(inputs)
});
/**
* | output |
* | --- |
* | "Loading profiles…" |
*
* @param {Profiles_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_loading = /** @type {((inputs?: Profiles_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_loading(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_loading(inputs)
	return __en.profiles_loading(inputs)
});
/**
* | output |
* | --- |
* | "Not stored: edit to add them" |
*
* @param {Profiles_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_not_stored = /** @type {((inputs?: Profiles_Not_StoredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Not_StoredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_not_stored(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_not_stored(inputs)
	return __en.profiles_not_stored(inputs)
});
/**
* | output |
* | --- |
* | "Could not read the profiles" |
*
* @param {Profiles_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_read_failed = /** @type {((inputs?: Profiles_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_read_failed(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_read_failed(inputs)
	return __en.profiles_read_failed(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone." |
*
* @param {Profiles_Remove_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_body = /** @type {((inputs?: Profiles_Remove_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Remove_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_remove_body(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_remove_body(inputs)
	return __en.profiles_remove_body(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone; the app switches back to the Sandbox." |
*
* @param {Profiles_Remove_Body_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_body_active = /** @type {((inputs?: Profiles_Remove_Body_ActiveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Remove_Body_ActiveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_remove_body_active(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_remove_body_active(inputs)
	return __en.profiles_remove_body_active(inputs)
});
/**
* | output |
* | --- |
* | "Remove profile" |
*
* @param {Profiles_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_confirm = /** @type {((inputs?: Profiles_Remove_ConfirmInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Remove_ConfirmInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_remove_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_remove_confirm(inputs)
	return __en.profiles_remove_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Could not remove “{name}”" |
*
* @param {Profiles_Remove_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_failed = /** @type {((inputs: Profiles_Remove_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Remove_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_remove_failed(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_remove_failed(inputs)
	return __en.profiles_remove_failed(inputs)
});
/**
* | output |
* | --- |
* | "Remove “{name}”?" |
*
* @param {Profiles_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_title = /** @type {((inputs: Profiles_Remove_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Remove_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_remove_title(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_remove_title(inputs)
	return __en.profiles_remove_title(inputs)
});
/**
* | output |
* | --- |
* | "Stored in the system keychain" |
*
* @param {Profiles_Stored_KeychainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_stored_keychain = /** @type {((inputs?: Profiles_Stored_KeychainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Stored_KeychainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_stored_keychain(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_stored_keychain(inputs)
	return __en.profiles_stored_keychain(inputs)
});
/**
* | output |
* | --- |
* | "Could not switch to “{name}”" |
*
* @param {Profiles_Switch_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_switch_failed = /** @type {((inputs: Profiles_Switch_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Switch_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_switch_failed(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_switch_failed(inputs)
	return __en.profiles_switch_failed(inputs)
});
/**
* | output |
* | --- |
* | "Profiles" |
*
* @param {Profiles_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_title = /** @type {((inputs?: Profiles_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_title(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_title(inputs)
	return __en.profiles_title(inputs)
});
/**
* | output |
* | --- |
* | "Use this profile" |
*
* @param {Profiles_UseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_use = /** @type {((inputs?: Profiles_UseInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_UseInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.profiles_use(inputs)
	if (locale === "en-XA") return __en_xa2.profiles_use(inputs)
	return __en.profiles_use(inputs)
});
/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Progress_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const progress_in_progress = /** @type {((inputs?: Progress_In_ProgressInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Progress_In_ProgressInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.progress_in_progress(inputs)
	if (locale === "en-XA") return __en_xa2.progress_in_progress(inputs)
	return __en.progress_in_progress(inputs)
});
/**
* | output |
* | --- |
* | "Quote PDF" |
*
* @param {Quote_PdfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quote_pdf = /** @type {((inputs?: Quote_PdfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_PdfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.quote_pdf(inputs)
	if (locale === "en-XA") return __en_xa2.quote_pdf(inputs)
	return __en.quote_pdf(inputs)
});
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {RetryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const retry = /** @type {((inputs?: RetryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<RetryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.retry(inputs)
	if (locale === "en-XA") return __en_xa2.retry(inputs)
	return __en.retry(inputs)
});
/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Route_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_booking = /** @type {((inputs?: Route_BookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_BookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_booking(inputs)
	if (locale === "en-XA") return __en_xa2.route_booking(inputs)
	return __en.route_booking(inputs)
});
/**
* | output |
* | --- |
* | "Every booking and the booking forms in progress. Book a rate from Rating or a saved quote from Quotes." |
*
* @param {Route_Booking_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_booking_summary = /** @type {((inputs?: Route_Booking_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Booking_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_booking_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_booking_summary(inputs)
	return __en.route_booking_summary(inputs)
});
/**
* | output |
* | --- |
* | "Documents" |
*
* @param {Route_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_documents = /** @type {((inputs?: Route_DocumentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_DocumentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_documents(inputs)
	if (locale === "en-XA") return __en_xa2.route_documents(inputs)
	return __en.route_documents(inputs)
});
/**
* | output |
* | --- |
* | "The documents each booked shipment needs: drop files to upload them, download templates and uploads." |
*
* @param {Route_Documents_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_documents_summary = /** @type {((inputs?: Route_Documents_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Documents_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_documents_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_documents_summary(inputs)
	return __en.route_documents_summary(inputs)
});
/**
* | output |
* | --- |
* | "Lookups" |
*
* @param {Route_LookupsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_lookups = /** @type {((inputs?: Route_LookupsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_LookupsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_lookups(inputs)
	if (locale === "en-XA") return __en_xa2.route_lookups(inputs)
	return __en.route_lookups(inputs)
});
/**
* | output |
* | --- |
* | "Reference data from the freight service: ports, container types, postal codes, pallet types and airports." |
*
* @param {Route_Lookups_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_lookups_summary = /** @type {((inputs?: Route_Lookups_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Lookups_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_lookups_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_lookups_summary(inputs)
	return __en.route_lookups_summary(inputs)
});
/**
* | output |
* | --- |
* | "Pricing" |
*
* @param {Route_PricingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_pricing = /** @type {((inputs?: Route_PricingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_PricingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_pricing(inputs)
	if (locale === "en-XA") return __en_xa2.route_pricing(inputs)
	return __en.route_pricing(inputs)
});
/**
* | output |
* | --- |
* | "Your customers and margin rules, what quotes are sold at, and the quotes report per customer and period." |
*
* @param {Route_Pricing_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_pricing_summary = /** @type {((inputs?: Route_Pricing_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Pricing_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_pricing_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_pricing_summary(inputs)
	return __en.route_pricing_summary(inputs)
});
/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Route_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_quotes = /** @type {((inputs?: Route_QuotesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_QuotesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_quotes(inputs)
	if (locale === "en-XA") return __en_xa2.route_quotes(inputs)
	return __en.route_quotes(inputs)
});
/**
* | output |
* | --- |
* | "Saved rates, their prices and surcharges, and when they expire; book or delete them." |
*
* @param {Route_Quotes_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_quotes_summary = /** @type {((inputs?: Route_Quotes_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Quotes_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_quotes_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_quotes_summary(inputs)
	return __en.route_quotes_summary(inputs)
});
/**
* | output |
* | --- |
* | "Rating" |
*
* @param {Route_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_rating = /** @type {((inputs?: Route_RatingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_RatingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_rating(inputs)
	if (locale === "en-XA") return __en_xa2.route_rating(inputs)
	return __en.route_rating(inputs)
});
/**
* | output |
* | --- |
* | "Price boxes, pallets, sea FCL or LCL and air shipments, compare the carriers’ offers, save one as a quote or book it." |
*
* @param {Route_Rating_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_rating_summary = /** @type {((inputs?: Route_Rating_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Rating_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_rating_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_rating_summary(inputs)
	return __en.route_rating_summary(inputs)
});
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Route_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_settings = /** @type {((inputs?: Route_SettingsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_SettingsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_settings(inputs)
	if (locale === "en-XA") return __en_xa2.route_settings(inputs)
	return __en.route_settings(inputs)
});
/**
* | output |
* | --- |
* | "Connection profiles (the embedded sandbox and your freight service accounts), sync and notifications." |
*
* @param {Route_Settings_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_settings_summary = /** @type {((inputs?: Route_Settings_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Settings_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_settings_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_settings_summary(inputs)
	return __en.route_settings_summary(inputs)
});
/**
* | output |
* | --- |
* | "Tariffs" |
*
* @param {Route_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tariffs = /** @type {((inputs?: Route_TariffsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_TariffsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_tariffs(inputs)
	if (locale === "en-XA") return __en_xa2.route_tariffs(inputs)
	return __en.route_tariffs(inputs)
});
/**
* | output |
* | --- |
* | "Upload maritime tariffs (CSV, PDF, XLSX…) and read the tariff report of a contract, rate by rate." |
*
* @param {Route_Tariffs_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tariffs_summary = /** @type {((inputs?: Route_Tariffs_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Tariffs_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_tariffs_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_tariffs_summary(inputs)
	return __en.route_tariffs_summary(inputs)
});
/**
* | output |
* | --- |
* | "Today" |
*
* @param {Route_TodayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_today = /** @type {((inputs?: Route_TodayInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_TodayInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_today(inputs)
	if (locale === "en-XA") return __en_xa2.route_today(inputs)
	return __en.route_today(inputs)
});
/**
* | output |
* | --- |
* | "What changed since your last look, free days running out, quotes expiring within a day and documents missing for pickups." |
*
* @param {Route_Today_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_today_summary = /** @type {((inputs?: Route_Today_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Today_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_today_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_today_summary(inputs)
	return __en.route_today_summary(inputs)
});
/**
* | output |
* | --- |
* | "Tracking" |
*
* @param {Route_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tracking = /** @type {((inputs?: Route_TrackingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_TrackingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_tracking(inputs)
	if (locale === "en-XA") return __en_xa2.route_tracking(inputs)
	return __en.route_tracking(inputs)
});
/**
* | output |
* | --- |
* | "Every booked shipment, filtered and sorted; open one for its codes, addresses and tracking messages." |
*
* @param {Route_Tracking_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tracking_summary = /** @type {((inputs?: Route_Tracking_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Tracking_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.route_tracking_summary(inputs)
	if (locale === "en-XA") return __en_xa2.route_tracking_summary(inputs)
	return __en.route_tracking_summary(inputs)
});
/**
* | output |
* | --- |
* | "Save" |
*
* @param {SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const save = /** @type {((inputs?: SaveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<SaveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.save(inputs)
	if (locale === "en-XA") return __en_xa2.save(inputs)
	return __en.save(inputs)
});
/**
* | output |
* | --- |
* | "Saved." |
*
* @param {Saved_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const saved_done = /** @type {((inputs?: Saved_DoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_DoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.saved_done(inputs)
	if (locale === "en-XA") return __en_xa2.saved_done(inputs)
	return __en.saved_done(inputs)
});
/**
* | output |
* | --- |
* | "Connected" |
*
* @param {Session_ConnectedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_connected = /** @type {((inputs?: Session_ConnectedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_ConnectedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_connected(inputs)
	if (locale === "en-XA") return __en_xa2.session_connected(inputs)
	return __en.session_connected(inputs)
});
/**
* | output |
* | --- |
* | "in {minutes} min" |
*
* @param {Session_In_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_in_minutes = /** @type {((inputs: Session_In_MinutesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_In_MinutesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_in_minutes(inputs)
	if (locale === "en-XA") return __en_xa2.session_in_minutes(inputs)
	return __en.session_in_minutes(inputs)
});
/**
* | output |
* | --- |
* | "in {seconds} s" |
*
* @param {Session_In_SecondsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_in_seconds = /** @type {((inputs: Session_In_SecondsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_In_SecondsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_in_seconds(inputs)
	if (locale === "en-XA") return __en_xa2.session_in_seconds(inputs)
	return __en.session_in_seconds(inputs)
});
/**
* | output |
* | --- |
* | "Last answer {when}" |
*
* @param {Session_Last_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_last_answer = /** @type {((inputs: Session_Last_AnswerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Last_AnswerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_last_answer(inputs)
	if (locale === "en-XA") return __en_xa2.session_last_answer(inputs)
	return __en.session_last_answer(inputs)
});
/**
* | output |
* | --- |
* | "Last worked {when}" |
*
* @param {Session_Last_WorkedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_last_worked = /** @type {((inputs: Session_Last_WorkedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Last_WorkedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_last_worked(inputs)
	if (locale === "en-XA") return __en_xa2.session_last_worked(inputs)
	return __en.session_last_worked(inputs)
});
/**
* | output |
* | --- |
* | "next try {when}" |
*
* @param {Session_Next_TryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_next_try = /** @type {((inputs: Session_Next_TryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Next_TryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_next_try(inputs)
	if (locale === "en-XA") return __en_xa2.session_next_try(inputs)
	return __en.session_next_try(inputs)
});
/**
* | output |
* | --- |
* | "No answer yet in this session" |
*
* @param {Session_No_Answer_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_no_answer_yet = /** @type {((inputs?: Session_No_Answer_YetInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_No_Answer_YetInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_no_answer_yet(inputs)
	if (locale === "en-XA") return __en_xa2.session_no_answer_yet(inputs)
	return __en.session_no_answer_yet(inputs)
});
/**
* | output |
* | --- |
* | "The service gave no reason." |
*
* @param {Session_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_no_reason = /** @type {((inputs?: Session_No_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_No_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_no_reason(inputs)
	if (locale === "en-XA") return __en_xa2.session_no_reason(inputs)
	return __en.session_no_reason(inputs)
});
/**
* | output |
* | --- |
* | "Refused" |
*
* @param {Session_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_refused = /** @type {((inputs?: Session_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_refused(inputs)
	if (locale === "en-XA") return __en_xa2.session_refused(inputs)
	return __en.session_refused(inputs)
});
/**
* | output |
* | --- |
* | "The service refused the API key or secret." |
*
* @param {Session_Refused_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_refused_reason = /** @type {((inputs?: Session_Refused_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Refused_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_refused_reason(inputs)
	if (locale === "en-XA") return __en_xa2.session_refused_reason(inputs)
	return __en.session_refused_reason(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Session_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_in = /** @type {((inputs?: Session_Sign_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Sign_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_sign_in(inputs)
	if (locale === "en-XA") return __en_xa2.session_sign_in(inputs)
	return __en.session_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in failed" |
*
* @param {Session_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_in_failed = /** @type {((inputs?: Session_Sign_In_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Sign_In_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_sign_in_failed(inputs)
	if (locale === "en-XA") return __en_xa2.session_sign_in_failed(inputs)
	return __en.session_sign_in_failed(inputs)
});
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Session_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_out = /** @type {((inputs?: Session_Sign_OutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Sign_OutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_sign_out(inputs)
	if (locale === "en-XA") return __en_xa2.session_sign_out(inputs)
	return __en.session_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "Signed out" |
*
* @param {Session_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_signed_out = /** @type {((inputs?: Session_Signed_OutInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Signed_OutInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_signed_out(inputs)
	if (locale === "en-XA") return __en_xa2.session_signed_out(inputs)
	return __en.session_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "Signing in…" |
*
* @param {Session_Signing_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_signing_in = /** @type {((inputs?: Session_Signing_InInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Signing_InInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_signing_in(inputs)
	if (locale === "en-XA") return __en_xa2.session_signing_in(inputs)
	return __en.session_signing_in(inputs)
});
/**
* | output |
* | --- |
* | "trying again now…" |
*
* @param {Session_Trying_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_trying_now = /** @type {((inputs?: Session_Trying_NowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Trying_NowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_trying_now(inputs)
	if (locale === "en-XA") return __en_xa2.session_trying_now(inputs)
	return __en.session_trying_now(inputs)
});
/**
* | output |
* | --- |
* | "Unreachable" |
*
* @param {Session_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_unreachable = /** @type {((inputs?: Session_UnreachableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_UnreachableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_unreachable(inputs)
	if (locale === "en-XA") return __en_xa2.session_unreachable(inputs)
	return __en.session_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "The freight service does not answer." |
*
* @param {Session_Unreachable_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_unreachable_reason = /** @type {((inputs?: Session_Unreachable_ReasonInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Unreachable_ReasonInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.session_unreachable_reason(inputs)
	if (locale === "en-XA") return __en_xa2.session_unreachable_reason(inputs)
	return __en.session_unreachable_reason(inputs)
});
/**
* | output |
* | --- |
* | "could not be read: {reason}. Freight Desk set it aside unchanged when it started, and started with only the Sandbox profile." |
*
* @param {Set_Aside_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_body = /** @type {((inputs: Set_Aside_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Set_Aside_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.set_aside_body(inputs)
	if (locale === "en-XA") return __en_xa2.set_aside_body(inputs)
	return __en.set_aside_body(inputs)
});
/**
* | output |
* | --- |
* | "The copy:" |
*
* @param {Set_Aside_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_copy = /** @type {((inputs?: Set_Aside_CopyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Set_Aside_CopyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.set_aside_copy(inputs)
	if (locale === "en-XA") return __en_xa2.set_aside_copy(inputs)
	return __en.set_aside_copy(inputs)
});
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
	if (locale === "es") return __es.set_aside_how_back(inputs)
	if (locale === "en-XA") return __en_xa2.set_aside_how_back(inputs)
	return __en.set_aside_how_back(inputs)
});
/**
* | output |
* | --- |
* | "The settings file could not be read, so your service profiles are not loaded" |
*
* @param {Set_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_title = /** @type {((inputs?: Set_Aside_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Set_Aside_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.set_aside_title(inputs)
	if (locale === "en-XA") return __en_xa2.set_aside_title(inputs)
	return __en.set_aside_title(inputs)
});
/**
* | output |
* | --- |
* | "Your service profiles were not loaded, and the app started on the Sandbox. The file was kept, unchanged, as" |
*
* @param {Settings_File_Unreadable_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_file_unreadable_body = /** @type {((inputs?: Settings_File_Unreadable_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_File_Unreadable_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.settings_file_unreadable_body(inputs)
	if (locale === "en-XA") return __en_xa2.settings_file_unreadable_body(inputs)
	return __en.settings_file_unreadable_body(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk could not read its settings file" |
*
* @param {Settings_File_Unreadable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_file_unreadable_title = /** @type {((inputs?: Settings_File_Unreadable_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_File_Unreadable_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.settings_file_unreadable_title(inputs)
	if (locale === "en-XA") return __en_xa2.settings_file_unreadable_title(inputs)
	return __en.settings_file_unreadable_title(inputs)
});
/**
* | output |
* | --- |
* | "What the service sends is shown all the same; it is not kept to open offline until then." |
*
* @param {Store_Cannot_Save_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_cannot_save_body = /** @type {((inputs?: Store_Cannot_Save_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Cannot_Save_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_cannot_save_body(inputs)
	if (locale === "en-XA") return __en_xa2.store_cannot_save_body(inputs)
	return __en.store_cannot_save_body(inputs)
});
/**
* | output |
* | --- |
* | "Freight Desk cannot save to its data folder" |
*
* @param {Store_Cannot_Save_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_cannot_save_title = /** @type {((inputs?: Store_Cannot_Save_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Cannot_Save_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_cannot_save_title(inputs)
	if (locale === "en-XA") return __en_xa2.store_cannot_save_title(inputs)
	return __en.store_cannot_save_title(inputs)
});
/**
* | output |
* | --- |
* | "Copied from it into the new store: {what}." |
*
* @param {Store_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_copied = /** @type {((inputs: Store_CopiedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_CopiedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_copied(inputs)
	if (locale === "en-XA") return __en_xa2.store_copied(inputs)
	return __en.store_copied(inputs)
});
/**
* | output |
* | --- |
* | "The damaged file, kept unchanged:" |
*
* @param {Store_Damaged_File_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_damaged_file_kept = /** @type {((inputs?: Store_Damaged_File_KeptInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Damaged_File_KeptInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_damaged_file_kept(inputs)
	if (locale === "en-XA") return __en_xa2.store_damaged_file_kept(inputs)
	return __en.store_damaged_file_kept(inputs)
});
/**
* | output |
* | --- |
* | "The disk is full: Freight Desk could not write to {folder}. Free some space on that disk, then try again." |
*
* @param {Store_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_disk_full = /** @type {((inputs: Store_Disk_FullInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Disk_FullInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_disk_full(inputs)
	if (locale === "en-XA") return __en_xa2.store_disk_full(inputs)
	return __en.store_disk_full(inputs)
});
/**
* | output |
* | --- |
* | "file path" |
*
* @param {Store_File_PathInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_file_path = /** @type {((inputs?: Store_File_PathInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_File_PathInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_file_path(inputs)
	if (locale === "en-XA") return __en_xa2.store_file_path(inputs)
	return __en.store_file_path(inputs)
});
/**
* | output |
* | --- |
* | "Could not be rebuilt (only the damaged file held it):" |
*
* @param {Store_Not_RebuiltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_not_rebuilt = /** @type {((inputs?: Store_Not_RebuiltInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Not_RebuiltInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_not_rebuilt(inputs)
	if (locale === "en-XA") return __en_xa2.store_not_rebuilt(inputs)
	return __en.store_not_rebuilt(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was lost that the service cannot give back." |
*
* @param {Store_Nothing_LostInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_nothing_lost = /** @type {((inputs?: Store_Nothing_LostInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Nothing_LostInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_nothing_lost(inputs)
	if (locale === "en-XA") return __en_xa2.store_nothing_lost(inputs)
	return __en.store_nothing_lost(inputs)
});
/**
* | output |
* | --- |
* | "Nothing could be read from the damaged file, so whatever it held of these could not be rebuilt:" |
*
* @param {Store_Nothing_ReadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_nothing_readable = /** @type {((inputs?: Store_Nothing_ReadableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Nothing_ReadableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_nothing_readable(inputs)
	if (locale === "en-XA") return __en_xa2.store_nothing_readable(inputs)
	return __en.store_nothing_readable(inputs)
});
/**
* | output |
* | --- |
* | "The data folder is read-only: Freight Desk could not write to {folder}. Make the folder writable (or start Freight Desk with a data folder it can write to), ..." |
*
* @param {Store_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_read_only = /** @type {((inputs: Store_Read_OnlyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Read_OnlyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_read_only(inputs)
	if (locale === "en-XA") return __en_xa2.store_read_only(inputs)
	return __en.store_read_only(inputs)
});
/**
* | output |
* | --- |
* | "could not be read ({reason}). The new store is filled again from the service: the shipment list by the sync, other records as you open them." |
*
* @param {Store_Set_Aside_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_set_aside_body = /** @type {((inputs: Store_Set_Aside_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Set_Aside_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_set_aside_body(inputs)
	if (locale === "en-XA") return __en_xa2.store_set_aside_body(inputs)
	return __en.store_set_aside_body(inputs)
});
/**
* | output |
* | --- |
* | "The local store was damaged, so Freight Desk set it aside and started a new one" |
*
* @param {Store_Set_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_set_aside_title = /** @type {((inputs?: Store_Set_Aside_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Set_Aside_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.store_set_aside_title(inputs)
	if (locale === "en-XA") return __en_xa2.store_set_aside_title(inputs)
	return __en.store_set_aside_title(inputs)
});
/**
* | output |
* | --- |
* | "Surcharges" |
*
* @param {SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const surcharges = /** @type {((inputs?: SurchargesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<SurchargesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.surcharges(inputs)
	if (locale === "en-XA") return __en_xa2.surcharges(inputs)
	return __en.surcharges(inputs)
});
/**
* | output |
* | --- |
* | "Cancel sync" |
*
* @param {Sync_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_cancel = /** @type {((inputs?: Sync_CancelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_CancelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_cancel(inputs)
	if (locale === "en-XA") return __en_xa2.sync_cancel(inputs)
	return __en.sync_cancel(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Checking {shown} shipment…" |
* | * | "Checking {shown} shipments…" |
*
* @param {Sync_Checking_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_checking_count = /** @type {((inputs: Sync_Checking_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Checking_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_checking_count(inputs)
	if (locale === "en-XA") return __en_xa2.sync_checking_count(inputs)
	return __en.sync_checking_count(inputs)
});
/**
* | output |
* | --- |
* | "Checking the shipment list…" |
*
* @param {Sync_Checking_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_checking_list = /** @type {((inputs?: Sync_Checking_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Checking_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_checking_list(inputs)
	if (locale === "en-XA") return __en_xa2.sync_checking_list(inputs)
	return __en.sync_checking_list(inputs)
});
/**
* | output |
* | --- |
* | "The desk keeps each profile's shipments, quotes and documents in a local store and syncs it with the service." |
*
* @param {Sync_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_description = /** @type {((inputs?: Sync_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_description(inputs)
	if (locale === "en-XA") return __en_xa2.sync_description(inputs)
	return __en.sync_description(inputs)
});
/**
* | output |
* | --- |
* | "Asking the service for the shipment list…" |
*
* @param {Sync_FetchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_fetching = /** @type {((inputs?: Sync_FetchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_FetchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_fetching(inputs)
	if (locale === "en-XA") return __en_xa2.sync_fetching(inputs)
	return __en.sync_fetching(inputs)
});
/**
* | output |
* | --- |
* | "The shipments stored before are kept." |
*
* @param {Sync_Kept_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_kept_before = /** @type {((inputs?: Sync_Kept_BeforeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Kept_BeforeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_kept_before(inputs)
	if (locale === "en-XA") return __en_xa2.sync_kept_before(inputs)
	return __en.sync_kept_before(inputs)
});
/**
* | output |
* | --- |
* | "Last sync cancelled {when}." |
*
* @param {Sync_Last_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_last_cancelled = /** @type {((inputs: Sync_Last_CancelledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Last_CancelledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_last_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.sync_last_cancelled(inputs)
	return __en.sync_last_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Last sync failed {when}: {message}." |
*
* @param {Sync_Last_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_last_failed = /** @type {((inputs: Sync_Last_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Last_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_last_failed(inputs)
	if (locale === "en-XA") return __en_xa2.sync_last_failed(inputs)
	return __en.sync_last_failed(inputs)
});
/**
* | output |
* | --- |
* | "Minutes between syncs" |
*
* @param {Sync_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes = /** @type {((inputs?: Sync_MinutesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_MinutesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_minutes(inputs)
	if (locale === "en-XA") return __en_xa2.sync_minutes(inputs)
	return __en.sync_minutes(inputs)
});
/**
* | output |
* | --- |
* | "Never synced" |
*
* @param {Sync_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_never = /** @type {((inputs?: Sync_NeverInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_NeverInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_never(inputs)
	if (locale === "en-XA") return __en_xa2.sync_never(inputs)
	return __en.sync_never(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was stored yet." |
*
* @param {Sync_Nothing_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_nothing_stored = /** @type {((inputs?: Sync_Nothing_StoredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Nothing_StoredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_nothing_stored(inputs)
	if (locale === "en-XA") return __en_xa2.sync_nothing_stored(inputs)
	return __en.sync_nothing_stored(inputs)
});
/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Sync_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_now = /** @type {((inputs?: Sync_NowInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_NowInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_now(inputs)
	if (locale === "en-XA") return __en_xa2.sync_now(inputs)
	return __en.sync_now(inputs)
});
/**
* | output |
* | --- |
* | "Sync of the shipment list" |
*
* @param {Sync_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_progress_label = /** @type {((inputs?: Sync_Progress_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Progress_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_progress_label(inputs)
	if (locale === "en-XA") return __en_xa2.sync_progress_label(inputs)
	return __en.sync_progress_label(inputs)
});
/**
* | output |
* | --- |
* | "Could not read the sync settings" |
*
* @param {Sync_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_read_failed = /** @type {((inputs?: Sync_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_read_failed(inputs)
	if (locale === "en-XA") return __en_xa2.sync_read_failed(inputs)
	return __en.sync_read_failed(inputs)
});
/**
* | output |
* | --- |
* | "Could not save the sync settings" |
*
* @param {Sync_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_save_failed = /** @type {((inputs?: Sync_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_save_failed(inputs)
	if (locale === "en-XA") return __en_xa2.sync_save_failed(inputs)
	return __en.sync_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "Sync settings" |
*
* @param {Sync_Settings_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_settings_label = /** @type {((inputs?: Sync_Settings_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Settings_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_settings_label(inputs)
	if (locale === "en-XA") return __en_xa2.sync_settings_label(inputs)
	return __en.sync_settings_label(inputs)
});
/**
* | output |
* | --- |
* | "Sync state not known yet" |
*
* @param {Sync_State_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_state_unknown = /** @type {((inputs?: Sync_State_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_State_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_state_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.sync_state_unknown(inputs)
	return __en.sync_state_unknown(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Stored {shown} shipment" |
* | * | "Stored {shown} shipments" |
*
* @param {Sync_Stored_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_stored_count = /** @type {((inputs: Sync_Stored_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Stored_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_stored_count(inputs)
	if (locale === "en-XA") return __en_xa2.sync_stored_count(inputs)
	return __en.sync_stored_count(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Stored {done} of {shown} shipment" |
* | * | "Stored {done} of {shown} shipments" |
*
* @param {Sync_Stored_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_stored_of = /** @type {((inputs: Sync_Stored_OfInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Stored_OfInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_stored_of(inputs)
	if (locale === "en-XA") return __en_xa2.sync_stored_of(inputs)
	return __en.sync_stored_of(inputs)
});
/**
* | output |
* | --- |
* | "Synced {when}" |
*
* @param {Sync_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_synced = /** @type {((inputs: Sync_SyncedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_SyncedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_synced(inputs)
	if (locale === "en-XA") return __en_xa2.sync_synced(inputs)
	return __en.sync_synced(inputs)
});
/**
* | output |
* | --- |
* | "Syncing…" |
*
* @param {Sync_SyncingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_syncing = /** @type {((inputs?: Sync_SyncingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_SyncingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_syncing(inputs)
	if (locale === "en-XA") return __en_xa2.sync_syncing(inputs)
	return __en.sync_syncing(inputs)
});
/**
* | output |
* | --- |
* | "Sync" |
*
* @param {Sync_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_title = /** @type {((inputs?: Sync_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_title(inputs)
	if (locale === "en-XA") return __en_xa2.sync_title(inputs)
	return __en.sync_title(inputs)
});
/**
* | output |
* | --- |
* | "Could not reach the sync: {message}" |
*
* @param {Sync_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_unreachable = /** @type {((inputs: Sync_UnreachableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_UnreachableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.sync_unreachable(inputs)
	if (locale === "en-XA") return __en_xa2.sync_unreachable(inputs)
	return __en.sync_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "New" |
*
* @param {Timeline_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const timeline_new = /** @type {((inputs?: Timeline_NewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timeline_NewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.timeline_new(inputs)
	if (locale === "en-XA") return __en_xa2.timeline_new(inputs)
	return __en.timeline_new(inputs)
});
/**
* | output |
* | --- |
* | "Time not given" |
*
* @param {Timeline_Time_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const timeline_time_not_given = /** @type {((inputs?: Timeline_Time_Not_GivenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timeline_Time_Not_GivenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.timeline_time_not_given(inputs)
	if (locale === "en-XA") return __en_xa2.timeline_time_not_given(inputs)
	return __en.timeline_time_not_given(inputs)
});
/**
* | output |
* | --- |
* | "Go to…" |
*
* @param {Topbar_Go_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const topbar_go_to = /** @type {((inputs?: Topbar_Go_ToInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topbar_Go_ToInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.topbar_go_to(inputs)
	if (locale === "en-XA") return __en_xa2.topbar_go_to(inputs)
	return __en.topbar_go_to(inputs)
});
/**
* | output |
* | --- |
* | "Agency" |
*
* @param {Tracking_Col_AgencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_agency = /** @type {((inputs?: Tracking_Col_AgencyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_AgencyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_agency(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_agency(inputs)
	return __en.tracking_col_agency(inputs)
});
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Tracking_Col_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_code = /** @type {((inputs?: Tracking_Col_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_code(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_code(inputs)
	return __en.tracking_col_code(inputs)
});
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Tracking_Col_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_delivery = /** @type {((inputs?: Tracking_Col_DeliveryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_DeliveryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_delivery(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_delivery(inputs)
	return __en.tracking_col_delivery(inputs)
});
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Tracking_Col_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_free_time = /** @type {((inputs?: Tracking_Col_Free_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_Free_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_free_time(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_free_time(inputs)
	return __en.tracking_col_free_time(inputs)
});
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Tracking_Col_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_pickup = /** @type {((inputs?: Tracking_Col_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_pickup(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_pickup(inputs)
	return __en.tracking_col_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Tracking_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_price = /** @type {((inputs?: Tracking_Col_PriceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_PriceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_price(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_price(inputs)
	return __en.tracking_col_price(inputs)
});
/**
* | output |
* | --- |
* | "Route" |
*
* @param {Tracking_Col_RouteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_route = /** @type {((inputs?: Tracking_Col_RouteInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_RouteInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_route(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_route(inputs)
	return __en.tracking_col_route(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Tracking_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_status = /** @type {((inputs?: Tracking_Col_StatusInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Col_StatusInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.tracking_col_status(inputs)
	if (locale === "en-XA") return __en_xa2.tracking_col_status(inputs)
	return __en.tracking_col_status(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const try_again = /** @type {((inputs?: Try_AgainInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Try_AgainInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.try_again(inputs)
	if (locale === "en-XA") return __en_xa2.try_again(inputs)
	return __en.try_again(inputs)
});
/**
* | output |
* | --- |
* | "{label} must be a number, such as 12.5" |
*
* @param {Typed_Number_DecimalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const typed_number_decimal = /** @type {((inputs: Typed_Number_DecimalInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Typed_Number_DecimalInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.typed_number_decimal(inputs)
	if (locale === "en-XA") return __en_xa2.typed_number_decimal(inputs)
	return __en.typed_number_decimal(inputs)
});
/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Typed_Number_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const typed_number_required = /** @type {((inputs: Typed_Number_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Typed_Number_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.typed_number_required(inputs)
	if (locale === "en-XA") return __en_xa2.typed_number_required(inputs)
	return __en.typed_number_required(inputs)
});
/**
* | output |
* | --- |
* | "{label} must be a whole number, such as 2" |
*
* @param {Typed_Number_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const typed_number_whole = /** @type {((inputs: Typed_Number_WholeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Typed_Number_WholeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.typed_number_whole(inputs)
	if (locale === "en-XA") return __en_xa2.typed_number_whole(inputs)
	return __en.typed_number_whole(inputs)
});